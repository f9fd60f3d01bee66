import { shellPage } from '@therapy-shell/shell-next/app';
import { RealtimePlayground } from '../../../src/dev/realtime-playground.tsx';

export default shellPage({ template: 'Home' }, RealtimePlayground);
