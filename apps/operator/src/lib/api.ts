// The console's calls to the API (docs/behaviour/operator.md#console) with the console's session. The sign-in steps
// answer 401 for a wrong password or code and stay on their page; any other 401 ends the session.
import { createApiClient } from '@haat/staff-ui/api';
import { session } from './session.ts';

export const { api, download } = createApiClient(session, { signInPath: '/operator/sign-in' });
