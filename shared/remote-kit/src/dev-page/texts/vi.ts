import type { DevPageTexts } from './en';

const devPageVi: Record<keyof DevPageTexts, string> = {
  title: 'Các trang của {{remote}}',
  intro: 'Remote này chạy riêng, trên máy chủ dev của nó, với backend. Các trang của nó, theo bảng định tuyến:',
  elsewhere: '{{path}} thuộc về cửa hàng, không thuộc {{remote}}. Hãy mở nó trong cửa hàng, hoặc một trang bên dưới.',
  signInFor: 'Đăng nhập để tiếp tục đến {{path}}.',
  'set.pc': 'Máy tính (/pc)',
  'set.mobile': 'Điện thoại (/mobile)',
  needsSignIn: '(khách hàng)',
  open: 'Mở',
  openRoute: 'Mở {{path}}',
  'session.title': 'Phiên đăng nhập',
  'session.signedIn': 'Đã đăng nhập là {{name}}.',
  'session.signedInNameless': 'Đã đăng nhập.',
  'session.visitor': 'Chưa đăng nhập: trang dành cho khách hàng sẽ đưa bạn về đây để đăng nhập.',
  'session.signOut': 'Đăng xuất',
  'demo.signIn': 'Đăng nhập bằng khách hàng mẫu',
  'demo.hint': '{{email}}, từ dữ liệu mẫu của backend.',
  'form.title': 'Tài khoản khác',
  'form.email': 'Email',
  'form.password': 'Mật khẩu',
  'form.submit': 'Đăng nhập',
};

export default devPageVi;
