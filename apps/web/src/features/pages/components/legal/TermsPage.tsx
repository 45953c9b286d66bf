import { ComingSoonPage } from './ComingSoonPage';

export function Component() {
  return <ComingSoonPage page="terms" />;
}
