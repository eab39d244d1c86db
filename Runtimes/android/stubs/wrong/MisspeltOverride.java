// expect: method does not override or implement a method from a supertype
// `onLayoutChilden`, misspelt: with @Override, refused instead of never being called.
import androidx.recyclerview.widget.RecyclerView;

public class MisspeltOverride extends RecyclerView.LayoutManager {
    @Override
    public RecyclerView.LayoutParams generateDefaultLayoutParams() {
        return null;
    }

    @Override
    public void onLayoutChilden(RecyclerView.Recycler recycler, RecyclerView.State state) {
    }
}
