import type { PublicCatalogue } from 'shared/api/catalogue';

/**
 * The published catalogue the tests' pages read (test/setup.ts inlines it as the server does): the seed's
 * facts (the specification's cards, rating counts, the 13 registration courses, the 4 posts, ₹499 against
 * ₹799), with the Tamil of each text.
 */
export const catalogueFixture: PublicCatalogue = {
  version: '1',
  courses: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'ui-ux-design',
      name: {
        en: 'UI/UX Design',
        ta: 'UI/UX Design',
      },
      cardTitle: {
        en: 'UI/UX Design',
        ta: 'UI/UX Design',
      },
      summary: {
        en: 'Research, wireframes and polished prototypes in Figma.',
        ta: 'ஆய்வு, வயர்ஃப்ரேம்கள், Figma-வில் மெருகேற்றிய ப்ரோட்டோடைப்புகள்.',
      },
      detailHtml: {
        en: '<p>UI/UX Design: what you will learn.</p>',
        ta: '<p>UI/UX Design: what you will learn.</p>',
      },
      image: {
        art: 'course-uiux',
      },
      ratings: 512,
      offered: {
        registration: true,
        extra: true,
        home: true,
        courses: true,
      },
      cardOrder: 10,
      formOrder: 1,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      slug: 'web-development',
      name: {
        en: 'Web Development',
        ta: 'Web Development',
      },
      cardTitle: {
        en: 'Web Development',
        ta: 'Web Development',
      },
      summary: {
        en: '',
        ta: '',
      },
      detailHtml: {
        en: '<p>Web Development: what you will learn.</p>',
        ta: '<p>Web Development: what you will learn.</p>',
      },
      image: null,
      ratings: 0,
      offered: {
        registration: true,
        extra: true,
        home: false,
        courses: false,
      },
      cardOrder: 1000,
      formOrder: 2,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000003',
      slug: 'front-end-development',
      name: {
        en: 'Front End Development',
        ta: 'Front End Development',
      },
      cardTitle: {
        en: 'Front-End Development',
        ta: 'Front-End Development',
      },
      summary: {
        en: 'HTML, CSS, JavaScript and React for fast, accessible pages.',
        ta: 'வேகமான, அனைவரும் பயன்படுத்தக்கூடிய பக்கங்களுக்கு HTML, CSS, JavaScript, React.',
      },
      detailHtml: {
        en: '<p>Front End Development: what you will learn.</p>',
        ta: '<p>Front End Development: what you will learn.</p>',
      },
      image: {
        art: 'course-frontend',
      },
      ratings: 388,
      offered: {
        registration: true,
        extra: true,
        home: true,
        courses: true,
      },
      cardOrder: 30,
      formOrder: 3,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000004',
      slug: 'back-end-development',
      name: {
        en: 'Back End Development',
        ta: 'Back End Development',
      },
      cardTitle: {
        en: 'Back-End Development',
        ta: 'Back-End Development',
      },
      summary: {
        en: 'APIs, authentication and databases with Node.js and Express.',
        ta: 'Node.js, Express கொண்டு API-கள், authentication (உள்நுழைவுச் சரிபார்ப்பு), டேட்டாபேஸ்கள்.',
      },
      detailHtml: {
        en: '<p>Back End Development: what you will learn.</p>',
        ta: '<p>Back End Development: what you will learn.</p>',
      },
      image: {
        art: 'course-backend',
      },
      ratings: 305,
      offered: {
        registration: true,
        extra: true,
        home: true,
        courses: true,
      },
      cardOrder: 40,
      formOrder: 4,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000005',
      slug: 'full-stack-development',
      name: {
        en: 'Full Stack Development',
        ta: 'Full Stack Development',
      },
      cardTitle: {
        en: 'Full Stack Development',
        ta: 'Full Stack Development',
      },
      summary: {
        en: 'React, Node.js and a database: build and ship a whole app.',
        ta: 'React, Node.js, ஒரு டேட்டாபேஸ்: முழு ஆப்பை உருவாக்கி வெளியிடுங்கள்.',
      },
      detailHtml: {
        en: '<p>Full Stack Development: what you will learn.</p>',
        ta: '<p>Full Stack Development: what you will learn.</p>',
      },
      image: {
        art: 'course-fullstack',
      },
      ratings: 421,
      offered: {
        registration: true,
        extra: true,
        home: true,
        courses: true,
      },
      cardOrder: 20,
      formOrder: 5,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000006',
      slug: 'python-programming',
      name: {
        en: 'Python Programming',
        ta: 'Python Programming',
      },
      cardTitle: {
        en: 'Python Programming',
        ta: 'Python Programming',
      },
      summary: {
        en: '',
        ta: '',
      },
      detailHtml: {
        en: '<p>Python Programming: what you will learn.</p>',
        ta: '<p>Python Programming: what you will learn.</p>',
      },
      image: null,
      ratings: 0,
      offered: {
        registration: true,
        extra: true,
        home: false,
        courses: false,
      },
      cardOrder: 1000,
      formOrder: 6,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000007',
      slug: 'java-development',
      name: {
        en: 'Java Development',
        ta: 'Java Development',
      },
      cardTitle: {
        en: 'Java Development',
        ta: 'Java Development',
      },
      summary: {
        en: 'Object-oriented Java, collections and small web services.',
        ta: 'ஆப்ஜெக்ட்-ஓரியன்டட் Java, collections, சிறு வெப் சேவைகள்.',
      },
      detailHtml: {
        en: '<p>Java Development: what you will learn.</p>',
        ta: '<p>Java Development: what you will learn.</p>',
      },
      image: {
        art: 'course-java',
      },
      ratings: 472,
      offered: {
        registration: true,
        extra: true,
        home: false,
        courses: true,
      },
      cardOrder: 61,
      formOrder: 7,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000008',
      slug: 'basic-react-js',
      name: {
        en: 'Basic React.js',
        ta: 'Basic React.js',
      },
      cardTitle: {
        en: 'Basic React.js',
        ta: 'Basic React.js',
      },
      summary: {
        en: '',
        ta: '',
      },
      detailHtml: {
        en: '<p>Basic React.js: what you will learn.</p>',
        ta: '<p>Basic React.js: what you will learn.</p>',
      },
      image: null,
      ratings: 0,
      offered: {
        registration: true,
        extra: true,
        home: false,
        courses: false,
      },
      cardOrder: 1000,
      formOrder: 8,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000009',
      slug: 'medical-coding-using-optum360-encoderpro',
      name: {
        en: 'Medical Coding using Optum360 EncoderPro',
        ta: 'Medical Coding using Optum360 EncoderPro',
      },
      cardTitle: {
        en: 'Medical Coding',
        ta: 'Medical Coding',
      },
      summary: {
        en: 'Medical coding with Optum360 EncoderPro.',
        ta: 'Optum360 EncoderPro கொண்டு மெடிக்கல் கோடிங்.',
      },
      detailHtml: {
        en: '<p>Medical Coding using Optum360 EncoderPro: what you will learn.</p>',
        ta: '<p>Medical Coding using Optum360 EncoderPro: what you will learn.</p>',
      },
      image: {
        art: 'course-medical',
      },
      ratings: 472,
      offered: {
        registration: true,
        extra: false,
        home: true,
        courses: true,
      },
      cardOrder: 90,
      formOrder: 9,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000010',
      slug: 'basic-node-js-express-js',
      name: {
        en: 'Basic Node.js & Express.js',
        ta: 'Basic Node.js & Express.js',
      },
      cardTitle: {
        en: 'Basic Node.js & Express.js',
        ta: 'Basic Node.js & Express.js',
      },
      summary: {
        en: '',
        ta: '',
      },
      detailHtml: {
        en: '<p>Basic Node.js &amp; Express.js: what you will learn.</p>',
        ta: '<p>Basic Node.js &amp; Express.js: what you will learn.</p>',
      },
      image: null,
      ratings: 0,
      offered: {
        registration: true,
        extra: true,
        home: false,
        courses: false,
      },
      cardOrder: 1000,
      formOrder: 10,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000011',
      slug: 'data-entry-using-microsoft-and-docparser',
      name: {
        en: 'Data Entry using Microsoft and Docparser',
        ta: 'Data Entry using Microsoft and Docparser',
      },
      cardTitle: {
        en: 'Data Entry Using MS Excel',
        ta: 'Data Entry Using MS Excel',
      },
      summary: {
        en: 'Clean, fast and accurate data work in Excel.',
        ta: 'Excel-இல் நேர்த்தியான, வேகமான, துல்லியமான தரவுப் பணி.',
      },
      detailHtml: {
        en: '<p>Data Entry using Microsoft and Docparser: what you will learn.</p>',
        ta: '<p>Data Entry using Microsoft and Docparser: what you will learn.</p>',
      },
      image: {
        art: 'course-excel',
      },
      ratings: 472,
      offered: {
        registration: true,
        extra: false,
        home: true,
        courses: true,
      },
      cardOrder: 80,
      formOrder: 11,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000012',
      slug: 'embedded-systems-and-iot',
      name: {
        en: 'Embedded Systems and IoT',
        ta: 'Embedded Systems and IoT',
      },
      cardTitle: {
        en: 'Embedded Systems and IoT',
        ta: 'Embedded Systems and IoT',
      },
      summary: {
        en: 'Microcontrollers, sensors and connected devices.',
        ta: 'மைக்ரோகண்ட்ரோலர்கள், சென்சார்கள், இணைக்கப்பட்ட சாதனங்கள்.',
      },
      detailHtml: {
        en: '<p>Embedded Systems and IoT: what you will learn.</p>',
        ta: '<p>Embedded Systems and IoT: what you will learn.</p>',
      },
      image: {
        art: 'course-iot',
      },
      ratings: 385,
      offered: {
        registration: true,
        extra: true,
        home: true,
        courses: true,
      },
      cardOrder: 50,
      formOrder: 12,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000013',
      slug: 'c-with-mvc',
      name: {
        en: 'C# with MVC',
        ta: 'C# with MVC',
      },
      cardTitle: {
        en: 'C# with MVC',
        ta: 'C# with MVC',
      },
      summary: {
        en: '',
        ta: '',
      },
      detailHtml: {
        en: '<p>C# with MVC: what you will learn.</p>',
        ta: '<p>C# with MVC: what you will learn.</p>',
      },
      image: null,
      ratings: 0,
      offered: {
        registration: true,
        extra: true,
        home: false,
        courses: false,
      },
      cardOrder: 1000,
      formOrder: 13,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000014',
      slug: 'certified-internship-program',
      name: {
        en: 'Certified Internship Program',
        ta: 'Certified Internship Program',
      },
      cardTitle: {
        en: 'Certified Internship Program',
        ta: 'Certified Internship Program',
      },
      summary: {
        en: 'Live projects, mentor support, offer letter and certificate.',
        ta: 'லைவ் ப்ராஜெக்ட்கள், வழிகாட்டி ஆதரவு, ஆஃபர் லெட்டர், சான்றிதழ்.',
      },
      detailHtml: {
        en: '<p>Certified Internship Program: what you will learn.</p>',
        ta: '<p>Certified Internship Program: what you will learn.</p>',
      },
      image: {
        art: 'course-internship',
      },
      ratings: 472,
      offered: {
        registration: false,
        extra: false,
        home: true,
        courses: false,
      },
      cardOrder: 60,
      formOrder: 1000,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
    {
      id: '00000000-0000-4000-8000-000000000015',
      slug: 'c-programming',
      name: {
        en: 'C Programming',
        ta: 'C Programming',
      },
      cardTitle: {
        en: 'C Programming',
        ta: 'C Programming',
      },
      summary: {
        en: 'Pointers, memory and problem solving: the foundations.',
        ta: 'பாயின்டர்கள், நினைவகம், சிக்கல் தீர்த்தல்: அடிப்படைகள்.',
      },
      detailHtml: {
        en: '<p>C Programming: what you will learn.</p>',
        ta: '<p>C Programming: what you will learn.</p>',
      },
      image: {
        art: 'course-c',
      },
      ratings: 402,
      offered: {
        registration: false,
        extra: false,
        home: false,
        courses: true,
      },
      cardOrder: 70,
      formOrder: 1000,
      fee: {
        registration: 499,
        struck: 799,
        extra: [200, 350],
      },
    },
  ],
  posts: [
    {
      id: '00000000-0000-4000-8000-000000000016',
      slug: 'ui-ux-basics',
      title: {
        en: 'UI/UX design: where to start in 2025',
        ta: 'UI/UX வடிவமைப்பு: 2025-இல் எங்கிருந்து தொடங்குவது',
      },
      summary: {
        en: 'Good design starts with people, not pixels. Here is a simple path from your first wireframe to a tested prototype.',
        ta: 'நல்ல வடிவமைப்பு பிக்சல்களிலிருந்து அல்ல, மனிதர்களிலிருந்து தொடங்குகிறது. உங்கள் முதல் வயர்ஃப்ரேமிலிருந்து சோதிக்கப்பட்ட ப்ரோட்டோடைப் வரை ஓர் எளிய வழி இதோ.',
      },
      category: {
        en: 'UI/UX',
        ta: 'UI/UX',
      },
      date: '2025-06-12',
    },
    {
      id: '00000000-0000-4000-8000-000000000017',
      slug: 'full-stack-roadmap',
      title: {
        en: 'A realistic full stack roadmap',
        ta: 'நடைமுறைக்கு ஏற்ற ஒரு ஃபுல் ஸ்டாக் வழிவரைபடம்',
      },
      summary: {
        en: 'HTML, CSS, JavaScript, React, Node.js and a database: the order that works and the projects that prove it.',
        ta: 'HTML, CSS, JavaScript, React, Node.js, ஒரு டேட்டாபேஸ்: பலன் தரும் வரிசையும் அதை நிரூபிக்கும் ப்ராஜெக்ட்களும்.',
      },
      category: {
        en: 'Full Stack',
        ta: 'Full Stack',
      },
      date: '2025-05-28',
    },
    {
      id: '00000000-0000-4000-8000-000000000018',
      slug: 'internship-tips',
      title: {
        en: 'Seven tips to get the most from your internship',
        ta: 'உங்கள் இன்டர்ன்ஷிப்பிலிருந்து அதிகம் பெற ஏழு குறிப்புகள்',
      },
      summary: {
        en: 'Ask early, commit often, write things down. Small habits that turn a certificate into real experience.',
        ta: 'சீக்கிரம் கேளுங்கள், அடிக்கடி commit செய்யுங்கள், எழுதிவையுங்கள். ஒரு சான்றிதழை உண்மையான அனுபவமாக மாற்றும் சிறு பழக்கங்கள்.',
      },
      category: {
        en: 'Internship tips',
        ta: 'இன்டர்ன்ஷிப் குறிப்புகள்',
      },
      date: '2025-05-10',
    },
    {
      id: '00000000-0000-4000-8000-000000000019',
      slug: 'tech-trends-2025',
      title: {
        en: 'Tech trends 2025 for students',
        ta: 'மாணவர்களுக்கான தொழில்நுட்பப் போக்குகள் 2025',
      },
      summary: {
        en: 'AI-assisted coding, IoT in agriculture and the return of fast, simple websites: what matters for your career.',
        ta: 'AI உதவியுடன் கோடிங், வேளாண்மையில் IoT, வேகமான எளிய இணையதளங்களின் மறுவருகை: உங்கள் தொழில் வாழ்க்கைக்கு எது முக்கியம்.',
      },
      category: {
        en: 'Tech trends 2025',
        ta: 'தொழில்நுட்பப் போக்குகள் 2025',
      },
      date: '2025-04-22',
    },
  ],
};
