import { shellPage } from '@therapy-shell/shell-next/app';
import { Placeholder } from '../../src/placeholder.tsx';

function AccessibilityPage() {
  return <Placeholder title="Web Accessibility" template="Accessibility" />;
}

export default shellPage({ template: 'Accessibility' }, AccessibilityPage);
