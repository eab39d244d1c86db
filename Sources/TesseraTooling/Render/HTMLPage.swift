import TesseraCompiler
/// One self-contained page (no network) that steps through SVG pictures: a layout at several
/// scroll offsets, or the interpolation from one layout to another. A slider picks a picture;
/// Play runs through them.
package enum HTMLPage {
    /// `before`, when given, is HTML put after the title (the live view of a scrolling page).
    package static func render(title: String, pictures: [(label: String, svg: String)], before: String? = nil) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escapedForMarkup(title))</title>
            <style>
            body { font-family: Helvetica, Arial, sans-serif; margin: 16px; color: #222; }
            .frame { display: none; }
            .frame.shown { display: block; }
            .controls { margin: 8px 0 12px; display: flex; gap: 12px; align-items: center; }
            input[type=range] { width: 320px; }
            </style>
            </head>
            <body>
            <h1>\(escapedForMarkup(title))</h1>
            \(before ?? "")<div class="controls">
            <button id="play">Play</button>
            <input id="step" type="range" min="0" max="\(max(0, pictures.count - 1))" value="0">
            <span id="label">\(escapedForMarkup(pictures.first?.label ?? ""))</span>
            </div>

            """
        for (index, picture) in pictures.enumerated() {
            out += "<div class=\"frame\(index == 0 ? " shown" : "")\" data-label=\"\(escapedForMarkup(picture.label))\">\n\(picture.svg)</div>\n"
        }
        out += """
            <script>
            const frames = Array.from(document.querySelectorAll('.frame'));
            const step = document.getElementById('step');
            const label = document.getElementById('label');
            function show(index) {
              frames.forEach((frame, i) => frame.classList.toggle('shown', i === index));
              label.textContent = frames[index].dataset.label;
              step.value = index;
            }
            step.addEventListener('input', () => show(Number(step.value)));
            let timer = null;
            document.getElementById('play').addEventListener('click', () => {
              if (timer) { clearInterval(timer); timer = null; return; }
              let index = Number(step.value);
              timer = setInterval(() => { index = (index + 1) % frames.length; show(index); }, 120);
            });
            </script>
            </body>
            </html>

            """
        return out
    }
}

/// Text safe inside SVG and HTML elements and attribute values.
func escapedForMarkup(_ text: String) -> String {
    var out = ""
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        default: out.append(character)
        }
    }
    return out
}
