import type { previewEn } from '../en/preview';

export const previewVi: Record<keyof typeof previewEn, string> = {
  'preview.banner.label': 'Xem trước',
  'preview.banner.build': 'Xem trước: {{remote}} bản dựng {{build}}',
  'preview.banner.staff': 'Chế độ nhân viên: mọi phần của cửa hàng dùng bản canary, nếu có',
  'preview.banner.developer': 'Chế độ nhà phát triển: {{remote}} từ máy chủ phát triển của bạn tại {{origin}}',
  'preview.banner.leave': 'Thoát xem trước',
};
