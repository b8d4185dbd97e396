import { EmptyPanel } from '../../shared/ui/page';
import { AdminFrame } from './components/admin-frame';

export default function Screen() {
  return (
    <AdminFrame title="accounts">
      <EmptyPanel title="Soon" />
    </AdminFrame>
  );
}
