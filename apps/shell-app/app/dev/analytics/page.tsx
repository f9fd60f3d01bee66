import { shellPage } from '@therapy-shell/shell-next/app';
import { AnalyticsPlayground } from '../../../src/dev/analytics-playground.tsx';

export default shellPage({ template: 'Home' }, AnalyticsPlayground);
