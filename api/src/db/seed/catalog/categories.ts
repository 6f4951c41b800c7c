import type { CategorySeed } from './types';

/** The demo catalogue's category tree: top, second and third level; products hang on the third level. */
export const CATEGORIES: CategorySeed[] = [
  {
    en: "Women's Clothing",
    zh: '女装',
    children: [
      {
        en: 'Tops',
        zh: '上衣',
        children: [
          { en: 'T-Shirts', zh: 'T恤' },
          { en: 'Blouses & Shirts', zh: '衬衫' },
          { en: 'Hoodies & Sweatshirts', zh: '卫衣' },
        ],
      },
      {
        en: 'Dresses',
        zh: '连衣裙',
        children: [
          { en: 'Casual Dresses', zh: '休闲连衣裙' },
          { en: 'Maxi Dresses', zh: '长款连衣裙' },
          { en: 'Party Dresses', zh: '派对礼服裙' },
        ],
      },
      {
        en: 'Bottoms',
        zh: '下装',
        children: [
          { en: 'Jeans', zh: '牛仔裤' },
          { en: 'Skirts', zh: '半身裙' },
          { en: 'Leggings', zh: '打底裤' },
        ],
      },
      {
        en: 'Outerwear',
        zh: '外套',
        children: [
          { en: 'Jackets', zh: '夹克' },
          { en: 'Coats', zh: '大衣' },
        ],
      },
    ],
  },
  {
    en: "Men's Clothing",
    zh: '男装',
    children: [
      {
        en: 'Tops',
        zh: '上衣',
        children: [
          { en: 'T-Shirts', zh: 'T恤' },
          { en: 'Polo Shirts', zh: 'Polo衫' },
          { en: 'Hoodies & Sweatshirts', zh: '卫衣' },
        ],
      },
      {
        en: 'Bottoms',
        zh: '下装',
        children: [
          { en: 'Jeans', zh: '牛仔裤' },
          { en: 'Shorts', zh: '短裤' },
          { en: 'Joggers', zh: '运动长裤' },
        ],
      },
      {
        en: 'Outerwear',
        zh: '外套',
        children: [
          { en: 'Jackets', zh: '夹克' },
          { en: 'Windbreakers', zh: '防风外套' },
        ],
      },
    ],
  },
  {
    en: 'Shoes',
    zh: '鞋靴',
    children: [
      {
        en: "Women's Shoes",
        zh: '女鞋',
        children: [
          { en: 'Sneakers', zh: '运动鞋' },
          { en: 'Boots', zh: '靴子' },
          { en: 'Sandals', zh: '凉鞋' },
        ],
      },
      {
        en: "Men's Shoes",
        zh: '男鞋',
        children: [
          { en: 'Sneakers', zh: '运动鞋' },
          { en: 'Boots', zh: '靴子' },
          { en: 'Loafers', zh: '乐福鞋' },
        ],
      },
      {
        en: "Kids' Shoes",
        zh: '童鞋',
        children: [
          { en: 'Sneakers', zh: '运动鞋' },
          { en: 'Sandals', zh: '凉鞋' },
        ],
      },
    ],
  },
  {
    en: 'Bags & Luggage',
    zh: '箱包',
    children: [
      {
        en: "Women's Bags",
        zh: '女包',
        children: [
          { en: 'Handbags', zh: '手提包' },
          { en: 'Crossbody Bags', zh: '斜挎包' },
          { en: 'Tote Bags', zh: '托特包' },
        ],
      },
      {
        en: 'Backpacks',
        zh: '双肩包',
        children: [
          { en: 'Laptop Backpacks', zh: '电脑双肩包' },
          { en: 'School Backpacks', zh: '学生书包' },
          { en: 'Travel Backpacks', zh: '旅行背包' },
        ],
      },
      {
        en: 'Luggage & Travel',
        zh: '行李箱与旅行',
        children: [
          { en: 'Suitcases', zh: '行李箱' },
          { en: 'Travel Organizers', zh: '旅行收纳' },
        ],
      },
    ],
  },
  {
    en: 'Jewelry & Watches',
    zh: '珠宝手表',
    children: [
      {
        en: 'Fashion Jewelry',
        zh: '时尚饰品',
        children: [
          { en: 'Necklaces', zh: '项链' },
          { en: 'Rings', zh: '戒指' },
          { en: 'Earrings', zh: '耳饰' },
          { en: 'Bracelets', zh: '手链' },
        ],
      },
      {
        en: 'Watches',
        zh: '手表',
        children: [
          { en: "Men's Watches", zh: '男士手表' },
          { en: "Women's Watches", zh: '女士手表' },
          { en: "Kids' Watches", zh: '儿童手表' },
        ],
      },
      {
        en: 'Eyewear',
        zh: '眼镜',
        children: [
          { en: 'Sunglasses', zh: '太阳镜' },
          { en: 'Blue Light Glasses', zh: '防蓝光眼镜' },
        ],
      },
    ],
  },
  {
    en: 'Beauty & Health',
    zh: '美妆健康',
    children: [
      {
        en: 'Makeup',
        zh: '彩妆',
        children: [
          { en: 'Lipstick', zh: '口红' },
          { en: 'Eyeshadow', zh: '眼影' },
          { en: 'Foundation', zh: '粉底' },
        ],
      },
      {
        en: 'Skin Care',
        zh: '护肤',
        children: [
          { en: 'Serums', zh: '精华' },
          { en: 'Face Masks', zh: '面膜' },
          { en: 'Moisturizers', zh: '面霜' },
        ],
      },
      {
        en: 'Fragrance',
        zh: '香水',
        children: [
          { en: "Women's Perfume", zh: '女士香水' },
          { en: "Men's Cologne", zh: '男士香水' },
        ],
      },
      {
        en: 'Personal Care',
        zh: '个人护理',
        children: [
          { en: 'Electric Toothbrushes', zh: '电动牙刷' },
          { en: 'Hair Styling Tools', zh: '美发工具' },
        ],
      },
    ],
  },
  {
    en: 'Phones & Accessories',
    zh: '手机及配件',
    children: [
      {
        en: 'Phone Cases & Covers',
        zh: '手机壳',
        children: [
          { en: 'Silicone Cases', zh: '硅胶手机壳' },
          { en: 'Clear Cases', zh: '透明手机壳' },
          { en: 'Wallet Cases', zh: '翻盖钱包壳' },
        ],
      },
      {
        en: 'Chargers & Cables',
        zh: '充电器与数据线',
        children: [
          { en: 'Power Banks', zh: '移动电源' },
          { en: 'Wireless Chargers', zh: '无线充电器' },
          { en: 'Wall Chargers', zh: '充电头' },
          { en: 'Charging Cables', zh: '数据线' },
        ],
      },
      {
        en: 'Screen Protectors',
        zh: '屏幕保护膜',
        children: [
          { en: 'Tempered Glass', zh: '钢化膜' },
          { en: 'Camera Lens Protectors', zh: '镜头保护膜' },
        ],
      },
    ],
  },
  {
    en: 'Consumer Electronics',
    zh: '消费电子',
    children: [
      {
        en: 'Audio',
        zh: '影音',
        children: [
          { en: 'Wireless Earbuds', zh: '无线耳机' },
          { en: 'Headphones', zh: '头戴式耳机' },
          { en: 'Bluetooth Speakers', zh: '蓝牙音箱' },
        ],
      },
      {
        en: 'Wearables',
        zh: '智能穿戴',
        children: [
          { en: 'Smartwatches', zh: '智能手表' },
          { en: 'Fitness Trackers', zh: '运动手环' },
        ],
      },
      {
        en: 'Camera & Photo',
        zh: '摄影摄像',
        children: [
          { en: 'Action Cameras', zh: '运动相机' },
          { en: 'Drones', zh: '无人机' },
          { en: 'Tripods', zh: '三脚架' },
        ],
      },
    ],
  },
  {
    en: 'Computer & Office',
    zh: '电脑办公',
    children: [
      {
        en: 'Laptops & Tablets',
        zh: '笔记本与平板',
        children: [
          { en: 'Laptops', zh: '笔记本电脑' },
          { en: 'Tablets', zh: '平板电脑' },
        ],
      },
      {
        en: 'Computer Peripherals',
        zh: '电脑外设',
        children: [
          { en: 'Keyboards', zh: '键盘' },
          { en: 'Mice', zh: '鼠标' },
          { en: 'Webcams', zh: '摄像头' },
        ],
      },
      {
        en: 'Laptop Accessories',
        zh: '笔记本配件',
        children: [
          { en: 'Laptop Stands', zh: '笔记本支架' },
          { en: 'Laptop Sleeves', zh: '电脑内胆包' },
          { en: 'USB Hubs', zh: '扩展坞' },
        ],
      },
      {
        en: 'Office Supplies',
        zh: '办公用品',
        children: [
          { en: 'Notebooks', zh: '笔记本' },
          { en: 'Pens', zh: '笔' },
          { en: 'Desk Organizers', zh: '桌面收纳' },
        ],
      },
    ],
  },
  {
    en: 'Home & Garden',
    zh: '家居园艺',
    children: [
      {
        en: 'Home Decor',
        zh: '家居装饰',
        children: [
          { en: 'Cushions & Covers', zh: '抱枕与靠垫套' },
          { en: 'Wall Art', zh: '装饰画' },
          { en: 'Candles', zh: '香薰蜡烛' },
        ],
      },
      {
        en: 'Lighting',
        zh: '灯具照明',
        children: [
          { en: 'Desk Lamps', zh: '台灯' },
          { en: 'LED Strip Lights', zh: 'LED灯带' },
          { en: 'Night Lights', zh: '小夜灯' },
        ],
      },
      {
        en: 'Garden',
        zh: '园艺',
        children: [
          { en: 'Plant Pots', zh: '花盆' },
          { en: 'Artificial Plants', zh: '仿真植物' },
          { en: 'Garden Tools', zh: '园艺工具' },
        ],
      },
      {
        en: 'Storage & Organization',
        zh: '收纳整理',
        children: [
          { en: 'Storage Boxes', zh: '收纳箱' },
          { en: 'Hangers', zh: '衣架' },
        ],
      },
    ],
  },
  {
    en: 'Tools & Home Improvement',
    zh: '五金工具',
    children: [
      {
        en: 'Power Tools',
        zh: '电动工具',
        children: [
          { en: 'Cordless Drills', zh: '充电电钻' },
          { en: 'Electric Screwdrivers', zh: '电动螺丝刀' },
        ],
      },
      {
        en: 'Hand Tools',
        zh: '手动工具',
        children: [
          { en: 'Tool Sets', zh: '工具套装' },
          { en: 'Measuring Tapes', zh: '卷尺' },
        ],
      },
      {
        en: 'Electrical',
        zh: '电工电料',
        children: [
          { en: 'Smart Plugs', zh: '智能插座' },
          { en: 'Extension Sockets', zh: '插线板' },
        ],
      },
    ],
  },
  {
    en: 'Kitchen & Dining',
    zh: '厨房餐饮',
    children: [
      {
        en: 'Cookware',
        zh: '锅具',
        children: [
          { en: 'Frying Pans', zh: '煎锅' },
          { en: 'Saucepans', zh: '汤锅' },
        ],
      },
      {
        en: 'Kitchen Tools',
        zh: '厨房工具',
        children: [
          { en: 'Knife Sets', zh: '刀具套装' },
          { en: 'Cutting Boards', zh: '砧板' },
          { en: 'Kitchen Gadgets', zh: '厨房小工具' },
        ],
      },
      {
        en: 'Drinkware',
        zh: '水具酒具',
        children: [
          { en: 'Mugs', zh: '马克杯' },
          { en: 'Water Bottles', zh: '水杯水壶' },
          { en: 'Tumblers', zh: '保温杯' },
        ],
      },
    ],
  },
  {
    en: 'Sports & Outdoors',
    zh: '运动户外',
    children: [
      {
        en: 'Fitness',
        zh: '健身训练',
        children: [
          { en: 'Yoga Mats', zh: '瑜伽垫' },
          { en: 'Dumbbells', zh: '哑铃' },
          { en: 'Resistance Bands', zh: '弹力带' },
        ],
      },
      {
        en: 'Camping & Hiking',
        zh: '露营徒步',
        children: [
          { en: 'Tents', zh: '帐篷' },
          { en: 'Sleeping Bags', zh: '睡袋' },
          { en: 'Camping Lights', zh: '露营灯' },
        ],
      },
      {
        en: 'Team Sports',
        zh: '球类运动',
        children: [
          { en: 'Footballs', zh: '足球' },
          { en: 'Basketballs', zh: '篮球' },
          { en: 'Volleyballs', zh: '排球' },
        ],
      },
      {
        en: 'Cycling',
        zh: '骑行',
        children: [
          { en: 'Bike Lights', zh: '自行车灯' },
          { en: 'Cycling Gloves', zh: '骑行手套' },
        ],
      },
    ],
  },
  {
    en: 'Toys & Hobbies',
    zh: '玩具爱好',
    children: [
      {
        en: 'RC Toys',
        zh: '遥控玩具',
        children: [
          { en: 'RC Cars', zh: '遥控车' },
          { en: 'RC Boats', zh: '遥控船' },
        ],
      },
      {
        en: 'Stuffed Toys',
        zh: '毛绒玩具',
        children: [
          { en: 'Plush Animals', zh: '毛绒动物' },
          { en: 'Plush Pillows', zh: '毛绒抱枕' },
        ],
      },
      {
        en: 'Building & Puzzles',
        zh: '积木拼图',
        children: [
          { en: 'Building Blocks', zh: '积木' },
          { en: 'Jigsaw Puzzles', zh: '拼图' },
        ],
      },
      {
        en: 'Models & Die-Cast',
        zh: '模型收藏',
        children: [
          { en: 'Die-Cast Cars', zh: '合金车模' },
          { en: 'Model Kits', zh: '拼装模型' },
        ],
      },
    ],
  },
  {
    en: 'Mother & Kids',
    zh: '母婴',
    children: [
      {
        en: 'Feeding',
        zh: '喂养用品',
        children: [
          { en: 'Baby Bottles', zh: '奶瓶' },
          { en: 'Sippy Cups', zh: '学饮杯' },
          { en: 'Bibs', zh: '围兜' },
        ],
      },
      {
        en: 'Baby Clothing',
        zh: '婴儿服装',
        children: [
          { en: 'Rompers', zh: '连体衣' },
          { en: 'Baby Clothing Sets', zh: '婴儿套装' },
        ],
      },
      {
        en: 'Baby Care',
        zh: '婴儿护理',
        children: [
          { en: 'Diaper Bags', zh: '妈咪包' },
          { en: 'Baby Monitors', zh: '婴儿监护器' },
        ],
      },
    ],
  },
  {
    en: 'Pet Supplies',
    zh: '宠物用品',
    children: [
      {
        en: 'Dog Supplies',
        zh: '狗狗用品',
        children: [
          { en: 'Dog Beds', zh: '狗窝' },
          { en: 'Collars & Leashes', zh: '项圈牵引绳' },
          { en: 'Dog Toys', zh: '狗狗玩具' },
        ],
      },
      {
        en: 'Cat Supplies',
        zh: '猫咪用品',
        children: [
          { en: 'Cat Beds', zh: '猫窝' },
          { en: 'Cat Toys', zh: '猫咪玩具' },
          { en: 'Scratchers', zh: '猫抓板' },
        ],
      },
      {
        en: 'Feeding & Watering',
        zh: '喂食饮水',
        children: [
          { en: 'Pet Bowls', zh: '宠物碗' },
          { en: 'Automatic Feeders', zh: '自动喂食器' },
          { en: 'Water Fountains', zh: '宠物饮水机' },
        ],
      },
    ],
  },
  {
    en: 'Automotive',
    zh: '汽车用品',
    children: [
      {
        en: 'Interior Accessories',
        zh: '车内用品',
        children: [
          { en: 'Car Phone Holders', zh: '车载手机支架' },
          { en: 'Seat Covers', zh: '座椅套' },
          { en: 'Car Organizers', zh: '车载收纳' },
        ],
      },
      {
        en: 'Car Electronics',
        zh: '车载电器',
        children: [
          { en: 'Dash Cams', zh: '行车记录仪' },
          { en: 'Car Chargers', zh: '车载充电器' },
          { en: 'Tyre Inflators', zh: '车载充气泵' },
        ],
      },
      {
        en: 'Car Care',
        zh: '汽车清洁养护',
        children: [
          { en: 'Cleaning Kits', zh: '清洁套装' },
          { en: 'Microfiber Towels', zh: '超细纤维洗车巾' },
        ],
      },
    ],
  },
];
