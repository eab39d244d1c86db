// expect: method does not override or implement a method from a supertype
// scrollVerticallyBy with a float delta where RecyclerView passes an int: refused.
import androidx.recyclerview.widget.RecyclerView;

public class FloatScrollDelta extends RecyclerView.LayoutManager {
    @Override
    public RecyclerView.LayoutParams generateDefaultLayoutParams() {
        return null;
    }

    @Override
    public int scrollVerticallyBy(float dy, RecyclerView.Recycler recycler, RecyclerView.State state) {
        return 0;
    }
}
