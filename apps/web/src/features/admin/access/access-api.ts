import {
  addAccessRule,
  deleteAccessRule,
  issueApiKey,
  listAccessRules,
  listApiKeys,
  revokeApiKey,
  type AccessRuleBody,
  type ApiKeyBody,
} from '@tarot/contract/access';
import { call } from '../../../shared/api/call';

/** The client access list and the calendar API's keys; administrators only. */
export const accessApi = {
  rules: () => call(listAccessRules),
  addRule: (body: AccessRuleBody) => call(addAccessRule, { body }),
  deleteRule: (id: string) => call(deleteAccessRule, { params: { id } }),
  keys: () => call(listApiKeys),
  issueKey: (body: ApiKeyBody) => call(issueApiKey, { body }),
  revokeKey: (id: string) => call(revokeApiKey, { params: { id } }),
};
