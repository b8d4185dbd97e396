import { EmptyPanel } from '../../shared/ui/page';
import { AdminFrame } from './components/admin-frame';

export default function Screen() {
  return (
    <AdminFrame title="fulfilment">
      <EmptyPanel title="Soon" />
    </AdminFrame>
  );
}
