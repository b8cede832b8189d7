import { listBanners } from '@tarot/contract/banners';
import { call } from '../../shared/api/call';

export const fetchPublishedBanners = () => call(listBanners).then((answer) => answer.items);
