#!/usr/bin/env python3
"""Makes compile-only Java sources of the Android and AndroidX API that Tessera's LayoutManager,
its snap helper and the example use, from PyPI's chaquopy type stubs (Python .pyi files that
list every public class and member of a Java library with its exact parameter types).

    make_stubs.py OUTPUT_DIR WHEEL_DIR

WHEEL_DIR holds the unpacked wheels (build.py downloads them with `pip download`). Every member
body throws, as android.jar's do: these sources exist to be compiled against, never run. The
.pyi files do not say which types are interfaces or abstract, nor which `int` returns are
`long`; the lists below say so for the classes emitted, from the AndroidX and Android reference
documentation. A member whose types fall outside the emitted classes and the JDK is left out.
"""
import ast
import os
import re
import sys

# The packages and wheels the stubs come from (build.py downloads these exact versions).
WHEELS = [
    ("chaquopy-stubs-android", "36.20260406"),
    ("chaquopy-stubs-androidx-recyclerview-recyclerview", "1.4.0.20260401"),
    ("chaquopy-stubs-androidx-core-core", "1.18.0.20260401"),
]

# Top-level classes to emit, each with all of its nested classes.
CLASSES = [
    "android.app.Activity",
    "android.content.Context", "android.content.ContextWrapper", "android.content.ContentResolver",
    "android.content.res.Resources", "android.content.res.Configuration", "android.content.res.AssetManager",
    "android.graphics.Canvas", "android.graphics.Paint", "android.graphics.Rect", "android.graphics.RectF", "android.graphics.PointF",
    "android.os.Bundle", "android.os.Parcel", "android.os.Parcelable", "android.os.BaseBundle",
    "android.provider.Settings",
    "android.util.AttributeSet", "android.util.DisplayMetrics", "android.util.Log",
    "android.view.View", "android.view.ViewGroup", "android.view.ViewParent", "android.view.ViewManager", "android.view.ContextThemeWrapper",
    "android.view.MotionEvent", "android.view.InputEvent", "android.view.VelocityTracker", "android.view.ViewConfiguration",
    "android.view.accessibility.AccessibilityEvent", "android.view.accessibility.AccessibilityRecord",
    "android.view.animation.Interpolator", "android.view.animation.BaseInterpolator", "android.view.animation.DecelerateInterpolator",
    "android.animation.TimeInterpolator",
    "android.widget.TextView", "android.widget.OverScroller",
    "androidx.recyclerview.widget.RecyclerView", "androidx.recyclerview.widget.LinearSmoothScroller",
    "androidx.recyclerview.widget.SnapHelper",
    "androidx.core.view.accessibility.AccessibilityNodeInfoCompat",
]

# Types the .pyi files list like classes that Java declares as interfaces.
INTERFACES = {
    "android.os.Parcelable", "android.os.Parcelable.Creator", "android.os.Parcelable.ClassLoaderCreator",
    "android.util.AttributeSet", "android.view.ViewParent", "android.view.ViewManager",
    "android.view.animation.Interpolator", "android.animation.TimeInterpolator",
    "android.view.View.OnClickListener", "android.view.View.OnLongClickListener", "android.view.View.OnTouchListener",
    "android.view.View.OnLayoutChangeListener", "android.view.View.OnAttachStateChangeListener", "android.view.View.OnFocusChangeListener",
    "androidx.recyclerview.widget.RecyclerView.OnItemTouchListener", "androidx.recyclerview.widget.RecyclerView.OnChildAttachStateChangeListener",
    "androidx.recyclerview.widget.RecyclerView.RecyclerListener", "androidx.recyclerview.widget.RecyclerView.ChildDrawingOrderCallback",
    "androidx.recyclerview.widget.RecyclerView.SmoothScroller.ScrollVectorProvider",
    "androidx.recyclerview.widget.RecyclerView.LayoutManager.LayoutPrefetchRegistry",
    "androidx.recyclerview.widget.RecyclerView.ItemAnimator.ItemAnimatorFinishedListener",
    "androidx.recyclerview.widget.RecyclerView.EdgeEffectFactory.EdgeDirection",
}
# Abstract classes, and the abstract methods of the classes an app or this project subclasses.
ABSTRACT_CLASSES = {
    "android.content.Context", "android.content.ContentResolver", "android.view.InputEvent", "android.view.animation.BaseInterpolator",
    "androidx.recyclerview.widget.RecyclerView.Adapter", "androidx.recyclerview.widget.RecyclerView.ViewHolder",
    "androidx.recyclerview.widget.RecyclerView.LayoutManager", "androidx.recyclerview.widget.RecyclerView.SmoothScroller",
    "androidx.recyclerview.widget.RecyclerView.ItemAnimator", "androidx.recyclerview.widget.RecyclerView.OnFlingListener",
    "androidx.recyclerview.widget.RecyclerView.OnScrollListener", "androidx.recyclerview.widget.RecyclerView.ItemDecoration",
    "androidx.recyclerview.widget.RecyclerView.ViewCacheExtension", "androidx.recyclerview.widget.RecyclerView.AdapterDataObserver",
    "androidx.recyclerview.widget.SnapHelper",
}
# Each is a name and a parameter count: an overload with another count is not abstract.
ABSTRACT_METHODS = {
    "androidx.recyclerview.widget.RecyclerView.LayoutManager": {"generateDefaultLayoutParams/0"},
    "androidx.recyclerview.widget.RecyclerView.Adapter": {"onCreateViewHolder/2", "onBindViewHolder/2", "getItemCount/0"},
    "androidx.recyclerview.widget.RecyclerView.SmoothScroller": {"onStart/0", "onStop/0", "onSeekTargetStep/4", "onTargetFound/3"},
    "androidx.recyclerview.widget.RecyclerView.OnFlingListener": {"onFling/2"},
    "androidx.recyclerview.widget.SnapHelper": {"calculateDistanceToFinalSnap/2", "findSnapView/1", "findTargetSnapPosition/3"},
    "androidx.recyclerview.widget.RecyclerView.ViewCacheExtension": {"getViewForPositionAndType/3"},
}
# Methods whose `int` in the .pyi is Java's `long`.
LONG_RETURNS = {
    "androidx.recyclerview.widget.RecyclerView.Adapter.getItemId", "androidx.recyclerview.widget.RecyclerView.ViewHolder.getItemId",
    "androidx.recyclerview.widget.RecyclerView.getChildItemId",
    "androidx.recyclerview.widget.RecyclerView.ItemAnimator.getAddDuration", "androidx.recyclerview.widget.RecyclerView.ItemAnimator.getChangeDuration",
    "androidx.recyclerview.widget.RecyclerView.ItemAnimator.getMoveDuration", "androidx.recyclerview.widget.RecyclerView.ItemAnimator.getRemoveDuration",
    "android.view.View.getDrawingTime", "android.view.View.getUniqueDrawingId",
    "android.view.MotionEvent.getDownTime", "android.view.MotionEvent.getEventTime", "android.view.MotionEvent.getHistoricalEventTime",
    "android.view.MotionEvent.getEventTimeNanos", "android.view.MotionEvent.getHistoricalEventTimeNanos",
    "android.view.InputEvent.getEventTime", "android.view.accessibility.AccessibilityEvent.getEventTime",
    "android.os.Parcel.readLong", "android.os.BaseBundle.getLong", "android.provider.Settings.Global.getLong",
    "android.provider.Settings.Secure.getLong", "android.provider.Settings.System.getLong",
    "android.view.ViewConfiguration.getZoomControlsTimeout", "android.view.ViewConfiguration.getGlobalActionKeyTimeout",
    "android.view.ViewConfiguration.getDefaultActionModeHideDuration",
    "android.view.ViewConfiguration.getMultiPressTimeout", "android.content.res.AssetManager.AssetInputStream.skip",
}
# Methods whose `float` in the .pyi is Java's `double` (Python has one float type): compiled as
# `float`, a call to one would link to a method no device has (NoSuchMethodError).
DOUBLE_RETURNS = {
    "android.os.Parcel.readDouble", "android.os.BaseBundle.getDouble",
}
JAVA_KEYWORDS = {"default", "new", "class", "int", "package", "interface", "enum", "final", "static", "this", "char", "boolean",
                 "long", "short", "byte", "float", "double", "native", "public", "private", "protected", "switch", "case", "throw"}
PRIMITIVES = {"java.jint": "int", "java.jlong": "long", "java.jfloat": "float", "java.jdouble": "double", "java.jboolean": "boolean",
              "java.jshort": "short", "java.jbyte": "byte", "java.jchar": "char"}
ARRAYS = {"java.chaquopy.JavaArrayJInt": "int[]", "java.chaquopy.JavaArrayJLong": "long[]", "java.chaquopy.JavaArrayJFloat": "float[]",
          "java.chaquopy.JavaArrayJDouble": "double[]", "java.chaquopy.JavaArrayJBoolean": "boolean[]", "java.chaquopy.JavaArrayJByte": "byte[]",
          "java.chaquopy.JavaArrayJChar": "char[]", "java.chaquopy.JavaArrayJShort": "short[]"}
# JDK types the stubs may name: compiled against the real JDK.
JDK = {"java.lang.Object", "java.lang.String", "java.lang.CharSequence", "java.lang.Runnable", "java.lang.Integer", "java.lang.Long",
       "java.lang.Float", "java.lang.Double", "java.lang.Boolean", "java.lang.Class", "java.lang.ClassLoader", "java.lang.Comparable",
       "java.lang.AutoCloseable", "java.lang.Iterable", "java.io.InputStream", "java.io.Serializable", "java.util.List", "java.util.ArrayList",
       "java.util.Collection", "java.util.Map", "java.util.Set", "java.util.Locale", "java.util.concurrent.Executor"}
JDK_INTERFACES = {"java.lang.CharSequence", "java.lang.Runnable", "java.lang.Comparable", "java.lang.AutoCloseable", "java.lang.Iterable",
                  "java.io.Serializable", "java.util.List", "java.util.Collection", "java.util.Map", "java.util.Set", "java.util.concurrent.Executor"}


class Class:
    def __init__(self, name, package, node, outer):
        self.name, self.package, self.node, self.outer = name, package, node, outer
        self.nested = []

    @property
    def short(self):
        return self.name.rsplit(".", 1)[1]


classes = {}
type_variables = {}   # (package, python name) -> (java name, bound annotation or None)


def load(root):
    for directory, _, files in os.walk(root):
        if "__init__.pyi" not in files:
            continue
        parts = os.path.relpath(directory, root).split(os.sep)
        if not parts[0].endswith("-stubs"):
            continue
        parts[0] = parts[0][: -len("-stubs")]
        package = ".".join(parts)
        text = open(os.path.join(directory, "__init__.pyi"), encoding="utf-8").read()
        for match in re.finditer(r"^(\w+) = typing\.TypeVar\('\w+'(?:, bound=([\w.\[\]]+))?\)\s*#\s*<(\w+)>", text, re.M):
            type_variables[(package, match.group(1))] = (match.group(3), match.group(2))

        def walk(body, prefix, outer):
            for node in body:
                if isinstance(node, ast.ClassDef):
                    found = Class(prefix + "." + node.name, package, node, outer)
                    classes[found.name] = found
                    if outer:
                        outer.nested.append(found)
                    walk(node.body, found.name, found)

        walk(ast.parse(text).body, package, None)


def wanted():
    """The classes to emit: those listed and everything nested in them."""
    out = set()

    def add(found):
        out.add(found.name)
        for inner in found.nested:
            add(inner)

    for name in CLASSES:
        if name not in classes:
            sys.exit(f"make_stubs.py: {name} is not in the stubs")
        add(classes[name])
    return out


EMITTED = set()


def is_interface(name):
    return name in INTERFACES or name in JDK_INTERFACES


def resolve(dotted, package):
    """The Java class a .pyi name means, or None when it is not emitted or the JDK's."""
    for candidate in (package + "." + dotted, dotted):
        if candidate in EMITTED or candidate in JDK:
            return candidate
    return None


class Unknown(Exception):
    pass


def annotation_text(node):
    return ast.unparse(node)


def java_type(node, package, generics, returning=False):
    """A .pyi annotation as a Java type; raises Unknown when it names something not emitted."""
    if isinstance(node, ast.BinOp):  # a union: int | java.jint | java.lang.Integer
        options = []

        def flatten(part):
            if isinstance(part, ast.BinOp):
                flatten(part.left)
                flatten(part.right)
            else:
                options.append(annotation_text(part))

        flatten(node)
        for option in options:
            if option in PRIMITIVES:
                return PRIMITIVES[option]
        if "java.lang.Object" in options:
            return "java.lang.Object"
        if "java.lang.String" in options:
            return "java.lang.String"
        for option in options:
            try:
                return java_type(ast.parse(option, mode="eval").body, package, generics, returning)
            except Unknown:
                continue
        raise Unknown(ast.unparse(node))
    text = annotation_text(node)
    if text == "None":
        return "void"
    if returning:
        simple = {"int": "int", "bool": "boolean", "float": "float", "str": "java.lang.String"}
        if text in simple:
            return simple[text]
    if text in PRIMITIVES:
        return PRIMITIVES[text]
    if text in ARRAYS:
        return ARRAYS[text]
    if text == "str":
        return "java.lang.String"
    if isinstance(node, ast.Name) and (package, node.id) in type_variables:
        name = type_variables[(package, node.id)][0]
        if name in generics:
            return name
        raise Unknown(text)
    if isinstance(node, ast.Subscript):
        base = annotation_text(node.value)
        arguments = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if base == "java.chaquopy.JavaArray":
            return java_type(arguments[0], package, generics) + "[]"
        if base == "typing.Type":
            return "java.lang.Class<" + java_type(arguments[0], package, generics) + ">"
        resolved = resolve(base, package)
        if resolved is None:
            raise Unknown(text)
        inner = [java_type(argument, package, generics) for argument in arguments]
        return resolved + "<" + ", ".join(inner) + ">"
    resolved = resolve(text, package)
    if resolved is None:
        raise Unknown(text)
    return resolved


def type_parameters(found):
    """The class's type parameters, from `typing.Generic[...]` among its bases."""
    names = []
    for base in found.node.bases:
        if isinstance(base, ast.Subscript) and annotation_text(base.value) == "typing.Generic":
            arguments = base.slice.elts if isinstance(base.slice, ast.Tuple) else [base.slice]
            for argument in arguments:
                names.append(type_variables[(found.package, argument.id)])
    return names


def default_value(java):
    if java in ("int", "long", "short", "byte", "char", "float", "double"):
        return "0"
    if java == "boolean":
        return "false"
    return "(" + java + ") null"


def parameters(function, package, generics):
    names, types = [], []
    for argument in function.args.args + function.args.posonlyargs:
        if argument.arg == "self":
            continue
        types.append(java_type(argument.annotation, package, generics))
        name = argument.arg.rstrip("_") or "value"
        names.append(name + "_" if name in JAVA_KEYWORDS else name)
    return names, types


def constructors(found, generics):
    """Each public constructor's parameter types, from the `__init__` overloads."""
    out = []
    for node in found.node.body:
        if isinstance(node, ast.FunctionDef) and node.name == "__init__":
            try:
                out.append(parameters(node, found.package, generics))
            except Unknown:
                continue
    return out


def superclass(found, generics):
    """The class it extends (with type arguments) and the interfaces it implements, among those emitted."""
    extends, implements = None, []
    for base in found.node.bases:
        text = annotation_text(base)
        if text.startswith("typing.Generic") or text == "java.lang.Object":
            continue
        try:
            java = java_type(base, found.package, generics)
        except Unknown:
            continue
        raw = java.split("<")[0]
        if is_interface(raw):
            implements.append(java)
        elif extends is None and not is_interface(found.name):
            extends = java
    return extends, implements


def enum_constants(found):
    return [node.target.id for node in found.node.body if isinstance(node, ast.AnnAssign) and annotation_text(node.annotation).endswith(
        "ClassVar[" + found.short + "]")]


def emit(found, indent, out):
    generics_pairs = type_parameters(found)
    generics = {name for name, _ in generics_pairs}
    outer = found.outer
    while outer is not None:
        generics |= {name for name, _ in type_parameters(outer)}
        outer = outer.outer
    bounds = []
    for name, bound in generics_pairs:
        if bound:
            try:
                bounds.append(name + " extends " + java_type(ast.parse(bound, mode="eval").body, found.package, generics))
                continue
            except Unknown:
                pass
        bounds.append(name)
    type_list = "<" + ", ".join(bounds) + ">" if bounds else ""
    interface = is_interface(found.name)
    bases = [annotation_text(base) for base in found.node.bases]
    if "java.lang.annotation.Annotation" in bases:
        return  # an annotation type: nothing here uses one
    enum = "java.lang.Enum" in " ".join(bases)
    static = "static " if found.outer is not None else ""
    if enum:
        out.append(f"{indent}public {static}enum {found.short} {{")
        out.append(f"{indent}    " + ", ".join(enum_constants(found)) + ";")
        out.append(f"{indent}}}")
        return
    extends, implements = superclass(found, generics)
    abstract = "abstract " if found.name in ABSTRACT_CLASSES else ""
    kind = "interface" if interface else abstract + "class"
    header = f"{indent}public {static}{kind} {found.short}{type_list}"
    if interface:
        if implements:
            header += " extends " + ", ".join(implements)
    else:
        if extends:
            header += " extends " + extends
        if implements:
            header += " implements " + ", ".join(implements)
    out.append(header + " {")
    member = indent + "    "
    for node in found.node.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            constant = annotation_text(node.annotation).startswith("typing.ClassVar")
            annotation = node.annotation.slice if constant else node.annotation
            try:
                java = java_type(annotation, found.package, generics, returning=True)
            except Unknown:
                continue
            name = node.target.id
            if constant:
                # Not a compile-time constant: its value is not known here, so code cannot switch on it.
                value = "Integer.valueOf(0)" if java == "int" else default_value(java)
                if java == "int":
                    out.append(f"{member}public static final int {name} = Integer.valueOf(0);")
                elif java == "long":
                    out.append(f"{member}public static final long {name} = Long.valueOf(0);")
                elif java == "float":
                    out.append(f"{member}public static final float {name} = Float.valueOf(0);")
                elif java == "boolean":
                    out.append(f"{member}public static final boolean {name} = Boolean.valueOf(false);")
                else:
                    out.append(f"{member}public static final {java} {name} = {value};")
            elif not interface:
                out.append(f"{member}public {java} {name};")
    super_arguments = ""
    if extends and not interface:
        parent = classes.get(extends.split("<")[0])
        if parent is not None:
            parent_constructors = constructors(parent, generics | {name for name, _ in type_parameters(parent)})
            if parent_constructors and not any(not types for _, types in parent_constructors):
                super_arguments = "super(" + ", ".join(default_value(java) for java in parent_constructors[0][1]) + "); "
    own = constructors(found, generics)
    if not interface:
        for names, types in own:
            listed = ", ".join(f"{java} {name}" for java, name in zip(types, names))
            out.append(f"{member}public {found.short}({listed}) {{ {super_arguments}throw new RuntimeException(\"Stub!\"); }}")
        if not own:
            out.append(f"{member}{found.short}() {{ {super_arguments}throw new RuntimeException(\"Stub!\"); }}")
    abstract_methods = ABSTRACT_METHODS.get(found.name, set())
    seen = set()
    for node in found.node.body:
        if not isinstance(node, ast.FunctionDef) or node.name == "__init__":
            continue
        static_method = any(annotation_text(decorator) == "staticmethod" for decorator in node.decorator_list)
        try:
            names, types = parameters(node, found.package, generics)
            returns = java_type(node.returns, found.package, generics, returning=True)
        except Unknown:
            continue
        if found.name + "." + node.name in LONG_RETURNS and returns == "int":
            returns = "long"
        if found.name + "." + node.name in DOUBLE_RETURNS and returns == "float":
            returns = "double"
        name = node.name.rstrip("_")
        if name in JAVA_KEYWORDS:
            continue
        signature = (name, tuple(types), static_method)
        if signature in seen:
            continue
        seen.add(signature)
        listed = ", ".join(f"{java} {argument}" for java, argument in zip(types, names))
        if interface:
            if static_method:
                out.append(f"{member}static {returns} {name}({listed}) {{ throw new RuntimeException(\"Stub!\"); }}")
            else:
                out.append(f"{member}{returns} {name}({listed});")
        elif f"{name}/{len(types)}" in abstract_methods:
            out.append(f"{member}public abstract {returns} {name}({listed});")
        else:
            out.append(f"{member}public {'static ' if static_method else ''}{returns} {name}({listed}) {{ throw new RuntimeException(\"Stub!\"); }}")
    for inner in found.nested:
        emit(inner, member, out)
    out.append(f"{indent}}}")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    output, wheels = sys.argv[1], sys.argv[2]
    load(wheels)
    EMITTED.update(wanted())
    written = 0
    for name in CLASSES:
        found = classes[name]
        lines = [f"// Compile-only stub made by Runtimes/android/stubs/make_stubs.py from PyPI's chaquopy stubs: never run.",
                 f"package {found.package};", ""]
        emit(found, "", lines)
        path = os.path.join(output, *found.package.split("."), found.short + ".java")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
        written += 1
    print(f"make_stubs.py: {written} classes ({len(EMITTED)} with nested ones) in {output}")


if __name__ == "__main__":
    main()
