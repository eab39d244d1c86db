#if canImport(UIKit)
import TesseraRuntime
import TesseraUIKit
import UIKit

/// A chat on `Layouts/chat.yaml` (`gravity: end`): the screen opens at the newest message, a new
/// message stays in view while the reader is at the end (and leaves them where they are when they
/// scrolled up to read), older messages loaded at the top leave the reader's place where it was,
/// and the keyboard, which the collection view's bottom follows, keeps the last messages above
/// it. All of that is the layout's: this controller only changes its data. (iOS 15 for the
/// keyboard's layout guide.)
@available(iOS 15.0, *)
final class ChatViewController: UIViewController, UICollectionViewDataSource, UITextFieldDelegate {
    /// A day a section, its messages in order, the newest last.
    private var days: [[Message]] = ChatViewController.samples(days: 3, from: 0)
    /// Each day's header, in the sections' order: a header on screen keeps its text when days
    /// are inserted before it (UIKit does not ask for it again).
    private var dayNames = ["2 days ago", "Yesterday", "Today"]
    private var olderLoaded = 0
    private let layout = TesseraCollectionViewLayout(TesseraLayouts.Chat(), itemSize: { _ in CGSize(width: 343, height: 44) },
                                                     supplementaryKinds: [.header])
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private let field = UITextField()

    struct Message {
        var text: String
        var mine: Bool
    }

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Chat"
        layout.errorHandler = { [weak self] error in self?.title = "Layout error: \(error)" }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Older", style: .plain, target: self, action: #selector(loadOlder))
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.keyboardDismissMode = .interactive
        collectionView.register(BubbleCell.self, forCellWithReuseIdentifier: BubbleCell.reuseIdentifier)
        collectionView.register(NoteHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: NoteHeader.reuseIdentifier)
        field.placeholder = "Message"
        field.borderStyle = .roundedRect
        field.returnKeyType = .send
        field.delegate = self
        for subview in [collectionView, field] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        // The field rides on the keyboard, and the collection view ends at the field: the
        // viewport shrinks as the keyboard comes up, and a view at the end stays there.
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: field.topAnchor, constant: -8),
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }

    /// Sends the field's text: a message at the end of the last day.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let text = textField.text, !text.isEmpty, !days.isEmpty else { return false }
        textField.text = nil
        let day = days.count - 1
        collectionView.performBatchUpdates {
            days[day].append(Message(text: text, mine: true))
            collectionView.insertItems(at: [IndexPath(item: days[day].count - 1, section: day)])
        }
        return false
    }

    /// Older messages, loaded above the first: a new first day.
    @objc private func loadOlder() {
        olderLoaded += 1
        collectionView.performBatchUpdates {
            days.insert(Self.samples(days: 1, from: 100 * olderLoaded)[0], at: 0)
            dayNames.insert("\(dayNames.count) days ago", at: 0)
            collectionView.insertSections([0])
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        days.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        days[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: BubbleCell.reuseIdentifier, for: indexPath)
        let message = days[indexPath.section][indexPath.item]
        (cell as? BubbleCell)?.show(text: message.text, mine: message.mine)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: NoteHeader.reuseIdentifier, for: indexPath)
        (header as? NoteHeader)?.label.text = dayNames[indexPath.section]
        return header
    }

    static func samples(days: Int, from first: Int) -> [[Message]] {
        (0..<days).map { day in
            (0..<12).map { index in
                let number = first + day * 12 + index
                return Message(text: String(repeating: "Message \(number). ", count: 1 + number % 5), mine: number % 3 == 0)
            }
        }
    }
}

/// A message: the cell is the column's width, as the layout gives it; the bubble sits on the
/// reader's side or the other, as tall as its text (`TesseraSelfSizingCell` reports the height).
final class BubbleCell: TesseraSelfSizingCell {
    static let reuseIdentifier = "BubbleCell"
    private let bubble = UIView()
    private let label = UILabel()
    private var leading: NSLayoutConstraint?
    private var trailing: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        bubble.layer.cornerRadius = 16
        for subview in [bubble, label] { subview.translatesAutoresizingMaskIntoConstraints = false }
        bubble.addSubview(label)
        contentView.addSubview(bubble)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            label.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
        ])
        leading = bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor)
        trailing = bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor)
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(text: String, mine: Bool) {
        label.text = text
        bubble.backgroundColor = mine ? .systemBlue : .secondarySystemBackground
        label.textColor = mine ? .white : .label
        leading?.isActive = !mine
        trailing?.isActive = mine
    }
}
#endif
