import Testing
@testable import generate_model

/// Entries that break what the generators rely on are refused, each fault naming the entry: a
/// key no reading reads, a reading of a key or field that is not there, names given twice.
@Suite struct DescriptionCheckTests {
    /// A kind with a generated reader, from its entries.
    private func kind(_ entries: [Entry], exactlyOneOf: [[String]] = []) -> Node {
        Node(name: "Spinner", swiftType: "SpinnerModel", doc: nil, entries: entries, kind: "spinner",
             language: NodeLanguage(object: "spinner", summary: "Spins.", exactlyOneOf: exactlyOneOf))
    }

    private let radius = Entry.key("radius", .number(.circle), .required, "The radius.", field: .formula, read: .number)

    @Test func aKeyAndItsFieldAreOneEntry() {
        #expect(DescriptionCheck.faults(nodes: [kind([radius])]) == [])
    }

    @Test func aKeyThatNoReadingReadsIsAFault() {
        let unread = Entry.key(Key("spin", .number(.circle), .value("0"), "How fast."))
        #expect(DescriptionCheck.faults(nodes: [kind([radius, unread])]) == ["Spinner: key 'spin' fills no field and no field's reading reads it"])
    }

    @Test func aReadingOfAKeyTheNodeLacksIsAFault() {
        let gap = Entry.key("rowGap", .number(.section), .described("gap"), "Rows apart.", field: .formula, read: .numberOr(fallback: "gap"))
        #expect(DescriptionCheck.faults(nodes: [kind([gap])]) == ["Spinner.rowGap is read from 'gap', which is not among Spinner's keys"])
        let sizing = Entry.field(Field("sizing", .formula, read: .handWritten(.flowSizing)))
        #expect(DescriptionCheck.faults(nodes: [kind([sizing])]) == [
            "Spinner.sizing is read from 'columns', which is not among Spinner's keys",
            "Spinner.sizing is read from 'minItemWidth', which is not among Spinner's keys",
            "Spinner.sizing is read from 'item', which is not among Spinner's keys",
            "Spinner.sizing is read from 'aspect', which is not among Spinner's keys",
        ])
    }

    @Test func aReaderTakesOnlyAFieldReadBeforeIt() {
        let span = Entry.key("span", .number(.masonryItem), .value("1"), "Columns covered.", field: .formula,
                             read: .handWritten(.span(fixedColumnsOf: "columns")), optional: true)
        #expect(DescriptionCheck.faults(nodes: [kind([span])]) == [
            "Spinner.span is read from field 'columns', which is no field of Spinner read before it",
        ])
        let perItem = Entry.field(Field("perItem", .bool, read: .handWritten(.readsIndex(of: "item"))))
        let item = Entry.key("item", .object(.itemSize), .required, "A size.", field: .node("Size"), read: .size(.item))
        #expect(DescriptionCheck.faults(nodes: [kind([perItem, item])]) == [
            "Spinner.perItem is read from field 'item', which is no field of Spinner read before it",
        ])
        #expect(DescriptionCheck.faults(nodes: [kind([item, perItem])]) == [])
    }

    @Test func aFieldReadFromItsKeyHasOne() {
        let keyless = Entry.field(Field("spin", .formula, read: .number))
        #expect(DescriptionCheck.faults(nodes: [kind([keyless])]) == [
            "Spinner.spin is read from its key, but no key fills it: give it an entry of its key",
        ])
    }

    @Test func aGeneratedReaderReadsEveryField() {
        let unread = Entry.field(Field("spin", .formula))
        #expect(DescriptionCheck.faults(nodes: [kind([unread])]) == [
            "Spinner.spin has no `read:`, and Spinner's reader is generated: say how the field is read",
        ])
    }

    @Test func wordsAreReadWithADefaultAmongThem() {
        let align = Entry.key("align", .wordsOf(ModelDescription.crossAlignment), .value("middle"), "Where.",
                              field: .words(ModelDescription.crossAlignment), read: .word)
        #expect(DescriptionCheck.faults(nodes: [kind([align])]) == [
            "Spinner.align is read as words, so it must be of words and its key's default one of them",
        ])
    }

    @Test func namesAreGivenOnce() {
        let again = Entry.key(Key("radius", .number(.circle), "Again."))
        #expect(DescriptionCheck.faults(nodes: [kind([radius, again])]) == ["Spinner: two keys are named 'radius'"])
        let field = Entry.field(Field("radius", .formula, read: .handWritten(.rulePeriod)))
        #expect(DescriptionCheck.faults(nodes: [kind([radius, field])]).contains("Spinner: two fields are named 'radius'"))
    }

    @Test func whatKeysNameIsThere() {
        #expect(DescriptionCheck.faults(nodes: [kind([radius], exactlyOneOf: [["radius", "diameter"]])]) == [
            "Spinner: exactly one of 'diameter'…, which is no key of it",
        ])
        let holds = Entry.key(Key("insets", .nodeObject("Insets"), objectSummaryThen: ""))
        let node = Node(name: "Frame", swiftType: "FrameModel", doc: nil, entries: [holds],
                        language: NodeLanguage(object: nil, summary: nil, generatedReader: false))
        #expect(DescriptionCheck.faults(nodes: [node]) == ["Frame.insets holds the object of node Insets, which is no object of the language"])
        let summarised = Entry.key(Key("spin", .number(.circle), objectSummaryThen: " More."))
        let other = Node(name: "Frame", swiftType: "FrameModel", doc: nil, entries: [summarised],
                         language: NodeLanguage(object: nil, summary: nil, generatedReader: false))
        #expect(DescriptionCheck.faults(nodes: [other]) == ["Frame.spin begins with its object's summary, but holds no object"])
    }

    @Test func keysBelongToAnObjectOfTheLanguage() {
        let node = Node(name: "Dial", swiftType: "DialModel", doc: nil, entries: [radius])
        #expect(DescriptionCheck.faults(nodes: [node]) == ["Dial has keys but no `language:`: say what object of the language they are"])
    }

    @Test func everyBoundIsDescribedOnce() {
        let limits = LimitsDescription.limits.filter { $0.name != .maxColumns }
        #expect(DescriptionCheck.faults(nodes: [], limits: limits) == ["maxColumns: a bound is described once in `LimitsDescription.limits`"])
    }

    /// A new key is one entry: the language's schema field and the reader's line both come from it.
    @Test func oneEntryGivesTheKeyAndItsReading() {
        let spin = Entry.key("spin", .number(.circle), .value("0"), "How far each item turns.", field: .formula, read: .number)
        #expect(LanguageFiles.schemaField(spin.key!) == #"SchemaField("spin", .number(.circle), default: "0", "How far each item turns.")"#)
        let reader = Renderer(language: .swift).lines(LanguageFiles.reader(kind([radius, spin])), depth: 0)
        #expect(reader == [
            "func spinner() -> SpinnerModel<LayoutExpression> {",
            #"    let radius = number("radius")"#,
            #"    let spin = number("spin")"#,
            "    return SpinnerModel(radius: radius, spin: spin)",
            "}",
        ])
    }

    /// Every key of the description's generated readers is read by some field, and every field of
    /// a node with keys is known to the model, in the model's order.
    @Test func theDescriptionsKeysAreEachRead() {
        for node in ModelDescription.nodes where node.language?.generatedReader == true {
            let read = Set(node.fields.flatMap { field -> [String] in
                guard let reading = field.read else { return [] }
                return (reading.readsOwnKey ? [node.key(filling: field.name)!.name] : []) + reading.otherKeys
            })
            #expect(read == Set(node.keys.map(\.name)), "\(node.name)")
        }
    }
}
