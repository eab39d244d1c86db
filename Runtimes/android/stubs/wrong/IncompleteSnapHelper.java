// expect: does not override abstract method findTargetSnapPosition
// A SnapHelper without findTargetSnapPosition, which SnapHelper declares abstract: refused.
import android.view.View;
import androidx.recyclerview.widget.RecyclerView;
import androidx.recyclerview.widget.SnapHelper;

public class IncompleteSnapHelper extends SnapHelper {
    @Override
    public int[] calculateDistanceToFinalSnap(RecyclerView.LayoutManager manager, View view) {
        return new int[2];
    }

    @Override
    public View findSnapView(RecyclerView.LayoutManager manager) {
        return null;
    }
}
