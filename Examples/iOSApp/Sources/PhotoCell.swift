#if canImport(UIKit)
import UIKit

/// A cell that shows a photo as a coloured tile with its number.
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.textColor = .white
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
        contentView.layer.cornerRadius = 6
        contentView.clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(_ photo: Photo) {
        label.frame = contentView.bounds
        label.text = "\(photo.id)"
        contentView.backgroundColor = UIColor(hue: CGFloat(photo.hue), saturation: 0.6, brightness: 0.8, alpha: 1)
    }
}
#endif
