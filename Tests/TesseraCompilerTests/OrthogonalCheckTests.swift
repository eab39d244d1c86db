import Testing
@testable import TesseraCompiler

/// What the checker says of orthogonal sections' misuses.
@Suite struct OrthogonalCheckTests {
    @Test func misusesAreLocatedErrors() {
        expectSingleError("""
            layout: L
            circle: {item: {width: 40, height: 40}, radius: 100}
            orthogonal: {length: 100}
            """, contains: "a circle does not scroll, so it has no 'orthogonal'", at: 3, 13)
        expectSingleError("""
            layout: L
            line: {item: {width: 40, height: 40}}
            separators: {thickness: 1}
            orthogonal: {length: 100}
            """, contains: "an orthogonal section has no separators", at: 3, 13)
        expectSingleError("""
            layout: L
            line: {item: {width: 40, height: 40}}
            orthogonal: {snap: leading}
            """, contains: "orthogonal needs 'length'", at: 3, 13)
        expectSingleError("""
            layout: L
            line: {item: {width: 40, height: 40}}
            orthogonal: {length: index * 2}
            """, contains: "index", at: 3, 22)
        expectSingleError("""
            layout: L
            line: {item: {width: 40, height: 40}}
            orthogonal: {length: 100, snap: sideways}
            """, contains: "sideways", at: 3, 33)
    }
}
