#if canImport(UIKit)
import TesseraRuntime
import TesseraUIKit
import UIKit

/// Notes in sections with a header each, in rows as tall as their text: the layout
/// (`Layouts/notes.yaml`) takes row heights from data, the app gives estimates, and
/// `TesseraSelfSizingCell` measures each row. Deleting a section is a section update, which the
/// layout follows (sizes the cells reported stay with their notes).
final class NotesViewController: UICollectionViewController {
    private var sections: [[String]] = NotesViewController.samples

    init() {
        let layout = TesseraCollectionViewLayout(TesseraLayouts.Notes(), itemSize: { _ in CGSize(width: 343, height: 60) },
                                                 supplementaryKinds: [.header])
        super.init(collectionViewLayout: layout)
        layout.errorHandler = { [weak self] error in self?.title = "Layout error: \(error)" }
        title = "Notes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(deleteFirstSection))
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(NoteCell.self, forCellWithReuseIdentifier: NoteCell.reuseIdentifier)
        collectionView.register(NoteHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: NoteHeader.reuseIdentifier)
    }

    @objc private func deleteFirstSection() {
        guard !sections.isEmpty else { return }
        collectionView.performBatchUpdates {
            sections.removeFirst()
            collectionView.deleteSections([0])
        }
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: NoteCell.reuseIdentifier, for: indexPath)
        (cell as? NoteCell)?.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: NoteHeader.reuseIdentifier, for: indexPath)
        (header as? NoteHeader)?.label.text = "Week \(indexPath.section + 1)"
        return header
    }

    static let samples: [[String]] = (0..<6).map { week in
        (0..<8).map { day in String(repeating: "Note \(week * 8 + day): the longer the text, the taller the row. ", count: 1 + (week + day) % 4) }
    }
}

/// A row whose height is its text's: Auto Layout pins the label to the content view, and
/// `TesseraSelfSizingCell` reports the height it needs at the width the layout gives.
final class NoteCell: TesseraSelfSizingCell {
    static let reuseIdentifier = "NoteCell"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// A section's header.
final class NoteHeader: UICollectionReusableView {
    static let reuseIdentifier = "NoteHeader"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.frame = bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        nil
    }
}
#endif
