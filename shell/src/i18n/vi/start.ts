import type { startEn } from '../en/start';

export const startVi: Record<keyof typeof startEn, string> = {
  'start.title': 'Không thể tải cửa hàng',
  'start.message': 'Vui lòng kiểm tra kết nối mạng và thử lại.',
  'start.retry': 'Thử lại',
};
