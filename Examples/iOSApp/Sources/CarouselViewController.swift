#if canImport(UIKit)
import TesseraRuntime
import TesseraUIKit
import UIKit

/// Photos in the seed's carousel, loaded at run time from `carousel.json`, which
/// `tessera compile Layouts/carousel.yaml -o carousel.json` writes: an app can download such a
/// file and lay its screens out with it without an update. A file that does not load, or a layout
/// error while scrolling, shows a message instead of crashing.
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
        // An app that downloads layouts passes the downloaded file instead.
        guard let url = Bundle.main.url(forResource: "carousel", withExtension: "json") else {
            return show("carousel.json is not in the app's bundle: add the compiled layout to the app target")
        }
        do {
            let layout = TesseraCollectionViewLayout(try CompiledLayout(contentsOf: url))
            layout.errorHandler = { [weak self] error in self?.show("\(error)") }
            let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.decelerationRate = .fast
            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
            collectionView.dataSource = self
            view.addSubview(collectionView)
        } catch {
            show("\(error)")
        }
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
