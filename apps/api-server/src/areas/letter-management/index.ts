// docs/after-issue.md
import type { Implementation } from '../../http/implement';

export const letterManagementHandlers: Implementation[] = [];
