import { ComingSoonNotice } from './components/coming-soon-notice';

export default function JoinTeamPage() {
  return <ComingSoonNotice title="Join a team" />;
}
