/** Fixed reference data of the demo catalogue. */

export const COUNTRIES: readonly [code: string, en: string, vi: string, areaCode: string, shipsTo: boolean][] = [
  ['VN', 'Vietnam', 'Việt Nam', '+84', true],
  ['CN', 'China', 'Trung Quốc', '+86', true],
  ['US', 'United States', 'Hoa Kỳ', '+1', true],
  ['TH', 'Thailand', 'Thái Lan', '+66', true],
  ['MY', 'Malaysia', 'Malaysia', '+60', true],
  ['ID', 'Indonesia', 'Indonesia', '+62', true],
  ['SG', 'Singapore', 'Singapore', '+65', true],
  ['PH', 'Philippines', 'Philippines', '+63', true],
  ['JP', 'Japan', 'Nhật Bản', '+81', true],
  ['KR', 'South Korea', 'Hàn Quốc', '+82', true],
  ['AU', 'Australia', 'Úc', '+61', true],
  ['GB', 'United Kingdom', 'Vương quốc Anh', '+44', true],
  ['DE', 'Germany', 'Đức', '+49', true],
  ['FR', 'France', 'Pháp', '+33', true],
  ['CA', 'Canada', 'Canada', '+1', true],
  // Not delivered to: saved addresses there show under the "invalid" tab.
  ['NZ', 'New Zealand', 'New Zealand', '+64', false],
  ['BR', 'Brazil', 'Brazil', '+55', false],
];

export const WAREHOUSES: readonly {
  code: string;
  name: string;
  country: string;
  address: string;
  contact: string;
  phone: string;
  postCode: string;
}[] = [
  {
    code: 'CN-SZ',
    name: 'Shenzhen Warehouse',
    country: 'CN',
    address: '88 Bulong Road, Longgang District, Shenzhen, Guangdong',
    contact: 'Li Wei',
    phone: '+86 755 2345 6789',
    postCode: '518000',
  },
  {
    code: 'CN-YW',
    name: 'Yiwu Warehouse',
    country: 'CN',
    address: '1 Futian Street, Yiwu, Zhejiang',
    contact: 'Chen Jing',
    phone: '+86 579 8555 1234',
    postCode: '322000',
  },
  {
    code: 'VN-HCM',
    name: 'Ho Chi Minh City Warehouse',
    country: 'VN',
    address: '12 Tan Thuan Street, District 7, Ho Chi Minh City',
    contact: 'Tran Minh',
    phone: '+84 28 3775 1234',
    postCode: '700000',
  },
  {
    code: 'US-LA',
    name: 'Los Angeles Warehouse',
    country: 'US',
    address: '2400 E 12th St, Los Angeles, CA',
    contact: 'Maria Lopez',
    phone: '+1 213 555 0142',
    postCode: '90021',
  },
  {
    code: 'TH-BKK',
    name: 'Bangkok Warehouse',
    country: 'TH',
    address: '99 Bangna-Trad Road, Bang Phli, Samut Prakan',
    contact: 'Somchai Sukjai',
    phone: '+66 2 123 4567',
    postCode: '10540',
  },
  {
    code: 'MY-KUL',
    name: 'Kuala Lumpur Warehouse',
    country: 'MY',
    address: '5 Jalan Klang Lama, Kuala Lumpur',
    contact: 'Aisyah Rahman',
    phone: '+60 3 7981 2345',
    postCode: '58000',
  },
  {
    code: 'ID-JKT',
    name: 'Jakarta Warehouse',
    country: 'ID',
    address: '17 Jalan Cakung Cilincing, Jakarta Utara',
    contact: 'Budi Santoso',
    phone: '+62 21 4400 123',
    postCode: '14140',
  },
];

/** Two levels: department -> [name en, name vi, sub-categories [en, vi, product nouns]]. */
export const CATEGORIES: readonly [string, string, readonly [string, string, readonly string[]][]][] = [
  [
    'Electronics',
    'Điện tử',
    [
      [
        'Phone Accessories',
        'Phụ kiện điện thoại',
        ['Phone Case', 'Charging Cable', 'Screen Protector', 'Phone Holder'],
      ],
      ['Audio', 'Âm thanh', ['Wireless Earbuds', 'Bluetooth Speaker', 'Headphones', 'Microphone']],
      ['Computer Accessories', 'Phụ kiện máy tính', ['USB Hub', 'Mouse Pad', 'Keyboard', 'Laptop Stand']],
      ['Smart Home', 'Nhà thông minh', ['Smart Plug', 'LED Strip', 'Security Camera', 'Smart Bulb']],
    ],
  ],
  [
    'Home & Kitchen',
    'Nhà cửa & Bếp',
    [
      ['Cookware', 'Dụng cụ nấu ăn', ['Frying Pan', 'Saucepan', 'Wok', 'Steamer']],
      ['Tableware', 'Bộ đồ ăn', ['Ceramic Mug', 'Dinner Plate', 'Chopsticks Set', 'Glass Tumbler']],
      ['Storage', 'Lưu trữ', ['Storage Box', 'Spice Rack', 'Vacuum Container', 'Drawer Organizer']],
      ['Cleaning', 'Vệ sinh', ['Microfiber Cloth', 'Mop', 'Scrub Brush', 'Spray Bottle']],
    ],
  ],
  [
    'Fashion',
    'Thời trang',
    [
      ["Women's Clothing", 'Quần áo nữ', ['Summer Dress', 'Blouse', 'Cardigan', 'Maxi Skirt']],
      ["Men's Clothing", 'Quần áo nam', ['Polo Shirt', 'Chino Pants', 'Hoodie', 'Denim Jacket']],
      ['Bags', 'Túi xách', ['Tote Bag', 'Backpack', 'Crossbody Bag', 'Wallet']],
      ['Accessories', 'Phụ kiện', ['Sunglasses', 'Baseball Cap', 'Scarf', 'Leather Belt']],
    ],
  ],
  [
    'Beauty',
    'Làm đẹp',
    [
      ['Skin Care', 'Chăm sóc da', ['Face Serum', 'Sheet Mask', 'Moisturizer', 'Sunscreen']],
      ['Makeup', 'Trang điểm', ['Lipstick', 'Eyeliner', 'Makeup Brush Set', 'Compact Powder']],
      ['Hair Care', 'Chăm sóc tóc', ['Hair Dryer', 'Shampoo', 'Hair Clip', 'Straightener']],
      ['Nail Care', 'Chăm sóc móng', ['Nail Polish', 'Nail File', 'Gel Lamp', 'Nail Stickers']],
    ],
  ],
  [
    'Toys & Hobbies',
    'Đồ chơi & Sở thích',
    [
      ['Building Toys', 'Đồ chơi lắp ráp', ['Building Blocks', 'Magnetic Tiles', 'Model Kit', 'Puzzle']],
      ['Party Supplies', 'Đồ dùng tiệc', ['Party Balloons', 'Paper Garland', 'Confetti', 'Party Hats']],
      ['Arts & Crafts', 'Mỹ thuật & Thủ công', ['Watercolor Set', 'Sketchbook', 'Clay Kit', 'Washi Tape']],
      ['Outdoor Play', 'Vui chơi ngoài trời', ['Kite', 'Water Gun', 'Jump Rope', 'Frisbee']],
    ],
  ],
  [
    'Sports & Outdoors',
    'Thể thao & Dã ngoại',
    [
      ['Fitness', 'Thể hình', ['Yoga Mat', 'Resistance Band', 'Dumbbell', 'Jump Counter']],
      ['Camping', 'Cắm trại', ['Camping Lantern', 'Sleeping Bag', 'Folding Chair', 'Tent Stakes']],
      ['Cycling', 'Đạp xe', ['Bike Light', 'Cycling Gloves', 'Bike Lock', 'Water Bottle Cage']],
      ['Swimming', 'Bơi lội', ['Swim Goggles', 'Swim Cap', 'Kickboard', 'Beach Towel']],
    ],
  ],
  [
    'Office & School',
    'Văn phòng & Trường học',
    [
      ['Writing', 'Dụng cụ viết', ['Gel Pen', 'Highlighter', 'Fountain Pen', 'Pencil Set']],
      ['Paper', 'Giấy', ['Notebook', 'Sticky Notes', 'Planner', 'Envelope Pack']],
      ['Desk Organization', 'Sắp xếp bàn làm việc', ['Desk Organizer', 'File Folder', 'Pen Holder', 'Monitor Riser']],
      ['Packaging', 'Bao bì', ['Shipping Box', 'Bubble Wrap', 'Packing Tape', 'Poly Mailer']],
    ],
  ],
  [
    'Pet Supplies',
    'Đồ dùng thú cưng',
    [
      ['Dogs', 'Chó', ['Dog Leash', 'Chew Toy', 'Dog Bed', 'Pet Bowl']],
      ['Cats', 'Mèo', ['Cat Scratcher', 'Cat Toy', 'Litter Scoop', 'Cat Tunnel']],
      ['Aquarium', 'Thủy sinh', ['Aquarium Filter', 'Fish Net', 'Air Pump', 'Aquarium Gravel']],
      ['Small Pets', 'Thú nhỏ', ['Hamster Wheel', 'Bird Feeder', 'Pet Carrier', 'Hay Rack']],
    ],
  ],
];

export const ADJECTIVES = [
  'Classic',
  'Premium',
  'Eco',
  'Compact',
  'Deluxe',
  'Portable',
  'Foldable',
  'Vintage',
  'Modern',
  'Mini',
  'Heavy-Duty',
  'Soft',
  'Bamboo',
  'Stainless',
  'Colorful',
  'Minimalist',
  'Pro',
  'Travel',
  'Kids',
  'Pastel',
];

export const COLOURS = ['Black', 'White', 'Red', 'Blue', 'Green', 'Pink', 'Grey', 'Beige', 'Yellow', 'Purple'];

/**
 * Names given to fixed product ids instead of a generated one. These ids once held markup-like names for the tests;
 * those now live in the tests' own fixtures (the demo shop reads like a real one). The ids keep fixed names so the
 * random picks, and so every other product, stay as they were.
 */
export const FIXED_NAMES: readonly [id: number, name: string][] = [
  [7, 'Metallic Foil Party Balloons'],
  [13, 'Clear Shockproof Phone Case'],
  [21, 'Hand-Glazed Ceramic Mug'],
  [34, 'Neon Sticky Notes'],
];
