/// A short, complete layout file for each kind, shown in the reference under the kind's keys.
/// A test checks that each is valid, so the examples cannot rot.
package enum LanguageExamples {
    package static let byKind: [String: String] = [
        "tiles": """
            layout: Magazine
            tiles:
              columns: (width - 16) / 3
              rows: (width - 16) / 3
              gap: 8
              areas:
                - hero hero a
                - hero hero b
                - c    d    e
            """,
        "rule": """
            layout: Wave
            rule:
              x: (width - 80) / 2 * (1 + sin(index * pi / 4))
              y: index * 60
              width: 80
              height: 50
              period: {items: 8, length: 480}
            """,
        "grid": """
            layout: Explore
            grid:
              columns: 3
              gap: 1
              span: "index % 10 == 0 ? 2 : 1"
              rowSpan: "index % 10 == 0 ? 2 : 1"
              packing: dense
            """,
        "blocks": """
            layout: Columns
            constants:
              unit: (width - 60) / 5
            blocks:
              columns: [[0], [1, 5], [2, 6], [3, 7], [4, 8]]
              columnWidth: "column == 0 ? 2 * unit + 10 : unit"
              itemLength: "slot == 0 ? 2 * unit + 10 : unit"
            insets: 10
            """,
        "circle": """
            layout: Ring
            circle:
              item: {width: 50, height: 50}
              radius: min(width, height) / 3
            """,
        "line": """
            layout: Carousel
            scroll: horizontal
            line:
              item: {width: 100, height: 100}
              spacing: 10
            insets: {left: (width - 100) / 2, right: (width - 100) / 2}
            effects:
              scale: max(0.5, 1 - abs(distance) / width)
            snap: center
            """,
        "masonry": """
            layout: Waterfall
            masonry:
              minColumnWidth: 150
              columnSpacing: 8
              itemSpacing: 8
              itemLength: data
            insets: 8
            """,
        "flow": """
            layout: Photos
            flow:
              minItemWidth: 100
              aspect: 4 / 3
              spacing: 2
            header: {length: 44, pinned: true}
            """,
    ]
}
