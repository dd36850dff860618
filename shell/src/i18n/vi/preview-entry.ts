import type { previewEntryEn } from '../en/preview-entry';

export const previewEntryVi: Record<keyof typeof previewEntryEn, string> = {
  'preview.entry.title': 'Mở bản xem trước',
  'preview.entry.intro':
    'Dán khoá xem trước hoặc khoá nhân viên bạn được cấp: trình duyệt này sẽ hiển thị cửa hàng với bản dựng đó. Khoá không xác định hoặc đã hết hạn sẽ hiển thị cửa hàng đang hoạt động.',
  'preview.entry.label': 'Khoá xem trước',
  'preview.entry.submit': 'Mở bản xem trước',
};
