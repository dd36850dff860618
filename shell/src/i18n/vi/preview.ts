import type { previewEn } from '../en/preview';

export const previewVi: Record<keyof typeof previewEn, string> = {
  'preview.banner.label': 'Xem trước',
  'preview.banner.build': 'Xem trước: {{remote}} bản dựng {{build}}',
  'preview.banner.staff': 'Chế độ nhân viên: mọi phần của cửa hàng dùng bản canary, nếu có',
  'preview.banner.leave': 'Thoát xem trước',
  'preview.entry.title': 'Mở bản xem trước',
  'preview.entry.intro':
    'Dán khoá xem trước hoặc khoá nhân viên bạn được cấp: trình duyệt này sẽ hiển thị cửa hàng với bản dựng đó. Khoá không xác định hoặc đã hết hạn sẽ hiển thị cửa hàng đang hoạt động.',
  'preview.entry.label': 'Khoá xem trước',
  'preview.entry.submit': 'Mở bản xem trước',
};
