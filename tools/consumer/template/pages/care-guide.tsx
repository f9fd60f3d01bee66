// A page of the product team's own, wrapped in the shell by declaring its template (shell-next's README).
import { useState } from 'react';
import { shellPage } from '@therapy-shell/shell-next';
import { Button, toast } from '@therapy-shell/shell-ui';

function CareGuidePage() {
  const [saved, setSaved] = useState(0);
  const save = () => {
    setSaved((count) => count + 1);
    toast.show({ title: 'Care plan saved', body: 'Your counselor sees it at your next session.', variant: 'success' });
  };
  return (
    <>
      <h1>Care guide</h1>
      <p>Write down what you want to talk about in your next session.</p>
      <Button onClick={save}>Save my care plan</Button>
      <p aria-live="polite">{saved > 0 ? `Saved ${saved} time${saved === 1 ? '' : 's'}.` : ''}</p>
    </>
  );
}

export default shellPage({ template: 'Guide' }, CareGuidePage);
