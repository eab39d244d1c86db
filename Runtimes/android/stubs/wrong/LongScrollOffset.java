// expect: int
// A scroll offset declared long where RecyclerView declares int: refused.
import androidx.recyclerview.widget.RecyclerView;

public class LongScrollOffset extends RecyclerView.LayoutManager {
    @Override
    public RecyclerView.LayoutParams generateDefaultLayoutParams() {
        return null;
    }

    @Override
    public long computeVerticalScrollOffset(RecyclerView.State state) {
        return 0;
    }
}
