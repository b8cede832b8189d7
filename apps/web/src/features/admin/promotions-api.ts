import { createPromotion, deletePromotion, listPromotions, type Promotion } from '@tarot/contract/promotions';
import { call } from '../../shared/api/call';
import { absorbSessionHeaders, ApiError } from '../../shared/api/http';
import { tokenStore } from '../../shared/auth/token-store';

export const promotionsApi = {
  list: () => call(listPromotions),
  remove: (id: string) => call(deletePromotion, { params: { id } }),
  /** Multipart, fields before the file (the server checks them before reading the bytes). */
  async create(fields: Record<string, string>, file: File): Promise<Promotion> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    const token = tokenStore.current();
    const response = await fetch(createPromotion.path, {
      method: createPromotion.method,
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json().catch(() => ({}))) as Promotion & { code?: string; message?: string };
    absorbSessionHeaders((name) => response.headers.get(name), body.code);
    if (!response.ok) throw new ApiError(body.code ?? 'SYS_ERR', body.message ?? '', response.status);
    return body;
  },
};
