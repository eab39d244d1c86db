// expect: attempting to assign weaker access privileges
// An override less visible than RecyclerView's: refused.
import androidx.recyclerview.widget.RecyclerView;

public class NarrowerAccess extends RecyclerView.LayoutManager {
    @Override
    public RecyclerView.LayoutParams generateDefaultLayoutParams() {
        return null;
    }

    @Override
    boolean supportsPredictiveItemAnimations() {
        return true;
    }
}
