#if canImport(UIKit)
import TesseraRuntime
import TesseraUIKit
import UIKit

/// Photos in the seed's six-cell mosaic. `TesseraLayouts.Mosaic` is generated from
/// `Layouts/mosaic.yaml` by the build plugin, so the layout is checked when the app builds.
final class MosaicViewController: UICollectionViewController {
    private let photos = Photo.samples(count: 60)

    init() {
        let layout = TesseraCollectionViewLayout(TesseraLayouts.Mosaic())
        super.init(collectionViewLayout: layout)
        title = "Mosaic"
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoCell)?.show(photos[indexPath.item])
        return cell
    }
}
#endif
