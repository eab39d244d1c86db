/// The operations of the layout language, on Double values with booleans as 1 and 0. The
/// compiler's constant folder, the interpreter's programs, loaded compiled layouts and generated
/// Swift all compute with these, so every path gives bit-identical numbers.

/// The names a formula can read from its `EvaluationContext`. Which ones a field offers depends
/// on the field (`index` only where a value is computed per item, `distance` only in effects);
/// the compiler checks that, and a program that reads another name reads its default, 0.
package enum ExpressionVariable: String, Hashable, Sendable, CaseIterable {
    /// The viewport (the collection view's bounds).
    case width, height
    /// The item being placed, its section, and the item count of that section.
    case index, count, section
    /// Column blocks: the column being sized, the number of columns, an item's slot in its block, and the block's size.
    case column, columnCount, slot, blockSize
    /// Masonry: the width of a column.
    case columnWidth
    /// Effects: the element's centre minus the viewport's centre along the scroll axis.
    case distance
    /// The reader's text size relative to the default (Dynamic Type): 1 at the default size.
    case textScale
}

extension EvaluationContext {
    package subscript(variable: ExpressionVariable) -> Double {
        switch variable {
        case .width: width
        case .height: height
        case .index: index
        case .count: count
        case .section: section
        case .column: column
        case .columnCount: columnCount
        case .slot: slot
        case .blockSize: blockSize
        case .columnWidth: columnWidth
        case .distance: distance
        case .textScale: textScale
        }
    }
}

/// The operators of an expression, by the spellings the scanner reads.
package enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case equal = "==", notEqual = "!="
    case and = "&&", or = "||"

    @inline(__always) package func apply(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        case .remainder: LayoutMath.remainder(a, b)
        case .less: a < b ? 1 : 0
        case .lessOrEqual: a <= b ? 1 : 0
        case .greater: a > b ? 1 : 0
        case .greaterOrEqual: a >= b ? 1 : 0
        case .equal: a == b ? 1 : 0
        case .notEqual: a != b ? 1 : 0
        // Both sides are already evaluated: the language has no side effects, so this equals short-circuiting.
        case .and: a != 0 && b != 0 ? 1 : 0
        case .or: a != 0 || b != 0 ? 1 : 0
        }
    }
}

/// The functions an expression may call.
package enum BuiltInFunction: String, Hashable, Sendable, CaseIterable {
    case min, max, abs, floor, ceil, round, sqrt, sin, cos, tan, atan2

    /// How many arguments it takes; min and max take two or more.
    package var arity: ClosedRange<Int> {
        switch self {
        case .min, .max: 2...16
        case .atan2: 2...2
        default: 1...1
        }
    }

    /// The function of `stack[base..<base + count]`.
    package func apply<Stack: RandomAccessCollection<Double>>(to stack: Stack, from base: Int, count: Int) -> Double
    where Stack.Index == Int {
        switch self {
        case .min:
            var result = stack[base]
            for index in 1..<count { result = LayoutMath.min(result, stack[base + index]) }
            return result
        case .max:
            var result = stack[base]
            for index in 1..<count { result = LayoutMath.max(result, stack[base + index]) }
            return result
        case .abs: return LayoutMath.abs(stack[base])
        case .floor: return LayoutMath.floor(stack[base])
        case .ceil: return LayoutMath.ceil(stack[base])
        case .round: return LayoutMath.round(stack[base])
        case .sqrt: return LayoutMath.sqrt(stack[base])
        case .sin: return LayoutMath.sin(stack[base])
        case .cos: return LayoutMath.cos(stack[base])
        case .tan: return LayoutMath.tan(stack[base])
        case .atan2: return LayoutMath.atan2(stack[base], stack[base + 1])
        }
    }
}
