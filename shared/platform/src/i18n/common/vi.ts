import type { CommonTexts } from './en';

const commonVi: Record<keyof CommonTexts, string> = {
  'page.notFound': 'Không tìm thấy trang: {{path}}',
  'page.notFoundTitle': 'Không tìm thấy trang',
  'page.failed': 'Không thể tải trang này.',
  loading: 'Đang tải…',
  retry: 'Thử lại',
  'failure.failed': 'Gửi không thành công, vui lòng thử lại',
  'failure.offline': 'Có vẻ bạn đang ngoại tuyến. Hãy kiểm tra kết nối và thử lại.',
  'failure.timeout': 'Cửa hàng phản hồi quá lâu. Vui lòng thử lại.',
  'form.required': '(bắt buộc)',
  'toast.close': 'Đóng thông báo',

  'address.consignee': 'Người nhận',
  'address.country': 'Quốc gia',
  'address.chooseCountry': 'Chọn quốc gia',
  'address.state': 'Tỉnh/Bang',
  'address.city': 'Thành phố',
  'address.district': 'Quận/Huyện',
  'address.address': 'Địa chỉ',
  'address.address2': 'Địa chỉ 2',
  'address.postCode': 'Mã bưu chính',
  'address.areaCode': 'Mã vùng',
  'address.chooseAreaCode': 'Chọn mã vùng',
  'address.areaCodeOption': '{{code}} ({{country}})',
  'address.phone': 'Số điện thoại',
  'address.email': 'Email',
};

export default commonVi;
