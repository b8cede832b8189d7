import { queryClient } from '../../shared/api/query-client';

/** After a change, every admin list and the dashboard read afresh: their query keys all start with 'admin'. */
export const refreshAdminLists = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
