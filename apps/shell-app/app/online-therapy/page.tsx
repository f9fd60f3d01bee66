import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function OnlineTherapyPage() {
  return <Placeholder title="Online Therapy" template="OnlineTherapy" />;
}

export default shellPage({ template: 'OnlineTherapy' }, OnlineTherapyPage);
