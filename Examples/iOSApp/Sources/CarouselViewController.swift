#if canImport(UIKit)
import TesseraRuntime
import TesseraUIKit
import UIKit

/// Photos in the seed's carousel, laid out with the first working one of three sources (a
/// `FallbackLayout`): the file the app downloaded (`carousel.json` in its caches), the compiled
/// file in its bundle (`tessera compile Layouts/carousel.yaml -o carousel.json`), and the
/// carousel built into it (`TesseraLayouts.Carousel`, generated from `Layouts/carousel.yaml`). A
/// file that does not load is passed over before anything is drawn; a layout that fails while
/// running (the carousel's insets turn negative in a very narrow window) gives way to the next
/// source in the same layout pass. Each source passed over is shown, as an app would count it.
final class CarouselViewController: UIViewController, UICollectionViewDataSource {
    private let photos = Photo.samples(count: 30)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Carousel"
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        let bundled = Bundle.main.url(forResource: "carousel", withExtension: "json")
        let chain = FallbackLayout([
            LayoutSource("downloaded") { try CompiledLayout(contentsOf: caches.appendingPathComponent("carousel.json")) },
            LayoutSource("bundled file") {
                guard let bundled else { throw CompiledLayout.LoadError(file: "carousel.json", "not in the app's bundle: add the compiled layout to the app target") }
                return try CompiledLayout(contentsOf: bundled)
            },
            .builtIn(TesseraLayouts.Carousel()),
        ]) { [weak self] skip in
            // Told on the thread that laid out: the label is the main actor's.
            Task { @MainActor [weak self] in self?.show("passed over \(skip)") }
        }
        let layout = TesseraCollectionViewLayout(chain)
        layout.errorHandler = { [weak self] error in self?.show("\(error)") }
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.decelerationRate = .fast
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    /// One label for every message: the layout reports an error once, but a file that does not
    /// load and a later error must not pile labels on each other.
    private lazy var message: UILabel = {
        let label = UILabel(frame: view.bounds.insetBy(dx: 20, dy: 20))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.numberOfLines = 0
        view.addSubview(label)
        return label
    }()

    private func show(_ text: String) {
        message.text = text
        view.bringSubviewToFront(message)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoCell)?.show(photos[indexPath.item])
        return cell
    }
}
#endif
