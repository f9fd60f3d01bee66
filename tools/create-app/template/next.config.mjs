// The product team's next.config: one line, as shell-next's README says.
import { withShell } from '@therapy-shell/shell-next/next-config';

export default withShell();
