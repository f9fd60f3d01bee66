'use client';

// The care guide, in the browser: it loads the team's own endpoint through the shell's request layer
// (dev-api answers it from personas/*.json "mocks"), saves with a toast, and sends a page event
// through the shell's tracker (only with the visitor's consent).
import { useEffect, useState } from 'react';
import { usePageAnalytics } from '@therapy-shell/shell-next/app-client';
import { get, isRequestError, post } from '@therapy-shell/request';
import { Button, toast } from '@therapy-shell/shell-ui';

interface CarePlan {
  topics: string[];
  updated: string;
}

function isCarePlan(value: unknown): value is CarePlan {
  const plan = value as Partial<CarePlan> | null;
  return (
    Array.isArray(plan?.topics) &&
    plan.topics.every((topic) => typeof topic === 'string') &&
    typeof plan.updated === 'string'
  );
}

export function CareGuide() {
  const analytics = usePageAnalytics();
  const [plan, setPlan] = useState<CarePlan | null>(null);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    get('/api/care-plan/')
      .then((answer) => {
        if (!current) return;
        if (isCarePlan(answer)) setPlan(answer);
        else setFailed(true);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  const save = async () => {
    setSaving(true);
    try {
      await post('/api/care-plan/', { params: { topic: 'sleep' } });
      setSaved((count) => count + 1);
      toast.show({
        title: 'Care plan saved',
        body: 'Your counselor sees it at your next session.',
        variant: 'success',
      });
      analytics.trackStructured({ category: 'care-guide', action: 'care_plan_saved' });
    } catch (error) {
      toast.show({
        title: isRequestError(error, 'BadRequestError')
          ? 'Please check your care plan'
          : 'Saving failed. Please try again later.',
        variant: 'error',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <h1>Care guide</h1>
      <p>Write down what you want to talk about in your next session.</p>
      <section aria-labelledby="plan-title">
        <h2 id="plan-title">Your care plan</h2>
        {plan ? (
          <ul>
            {plan.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        ) : (
          <p role={failed ? 'alert' : 'status'}>
            {failed ? 'Your care plan could not be loaded.' : 'Loading your care plan…'}
          </p>
        )}
      </section>
      <Button loading={saving} onClick={save}>
        Save my care plan
      </Button>
      <p aria-live="polite">{saved > 0 ? `Saved ${saved} time${saved === 1 ? '' : 's'}.` : ''}</p>
    </>
  );
}
