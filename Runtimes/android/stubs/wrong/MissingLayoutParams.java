// expect: does not override abstract method generateDefaultLayoutParams()
// A LayoutManager without generateDefaultLayoutParams, which RecyclerView declares abstract: refused.
import androidx.recyclerview.widget.RecyclerView;

public class MissingLayoutParams extends RecyclerView.LayoutManager {
    @Override
    public boolean canScrollVertically() {
        return true;
    }
}
