import { ComingSoonNotice } from './components/coming-soon-notice';

export default function TeamPage() {
  return <ComingSoonNotice title="Team" />;
}
