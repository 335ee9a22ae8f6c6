import type { Quiz } from './types.ts';

/** Test 1 (compulsory): HTML, CSS and React basics. The answer key never leaves the server. */
export const test1: Quiz = {
  testNo: 1,
  title: 'Test 1: Very Easy',
  level: 'Very Easy',
  topics: ['HTML', 'CSS', 'React'],
  setsTestMark: true,
  questions: [
    {
      question: 'What does HTML stand for?',
      options: [
        'HyperText Markup Language',
        'High Tech Modern Language',
        'Hyperlink and Text Management Language',
        'Home Tool Markup Language',
      ],
      answer: 0,
    },
    {
      question: 'Which HTML element defines the most important (largest) heading?',
      options: ['<h6>', '<heading>', '<h1>', '<head>'],
      answer: 2,
    },
    {
      question: 'Which HTML element creates a hyperlink to another page?',
      options: ['<link>', '<a>', '<href>', '<nav>'],
      answer: 1,
    },
    {
      question: 'Which attribute of the <img> element gives the text shown when the image cannot be displayed?',
      options: ['title', 'src', 'name', 'alt'],
      answer: 3,
    },
    {
      question: 'Which HTML element creates an unordered (bulleted) list?',
      options: ['<ol>', '<ul>', '<li>', '<dl>'],
      answer: 1,
    },
    {
      question: 'Which HTML element inserts a single line break inside text?',
      options: ['<br>', '<lb>', '<break>', '<hr>'],
      answer: 0,
    },
    {
      question: 'Where in an HTML document does the <title> element belong?',
      options: ['Inside <body>', 'Inside <footer>', 'Inside <head>', 'After the closing </html> tag'],
      answer: 2,
    },
    {
      question: 'Which <input> type shows dots instead of the characters a user types?',
      options: ['text', 'hidden', 'secret', 'password'],
      answer: 3,
    },
    {
      question: 'What does CSS stand for?',
      options: ['Creative Style Sheets', 'Cascading Style Sheets', 'Computer Style Sheets', 'Colorful Style Syntax'],
      answer: 1,
    },
    {
      question: 'Which CSS property changes the colour of the text?',
      options: ['font-color', 'text-color', 'color', 'foreground'],
      answer: 2,
    },
    {
      question: 'Which CSS property sets the background colour of an element?',
      options: ['background-color', 'bgcolor', 'color-background', 'back-color'],
      answer: 0,
    },
    {
      question: 'Which CSS selector selects the element with id="header"?',
      options: ['.header', '#header', 'header', '*header'],
      answer: 1,
    },
    {
      question: 'Which CSS selector selects every element with class="card"?',
      options: ['#card', 'card', '@card', '.card'],
      answer: 3,
    },
    {
      question: 'Which CSS property controls the size of text?',
      options: ['text-size', 'font-size', 'font-weight', 'text-style'],
      answer: 1,
    },
    {
      question: 'Which value of the display property makes an element a flex container?',
      options: ['block', 'inline', 'flex', 'table'],
      answer: 2,
    },
    {
      question: "In the CSS box model, which property sets the space between an element's content and its border?",
      options: ['margin', 'padding', 'spacing', 'outline'],
      answer: 1,
    },
    {
      question: 'Which CSS property makes text bold?',
      options: ['font-weight', 'font-style', 'text-decoration', 'text-transform'],
      answer: 0,
    },
    {
      question: 'What is React?',
      options: ['A database', 'A CSS framework', 'A web server', 'A JavaScript library for building user interfaces'],
      answer: 3,
    },
    {
      question: 'What is the HTML-like syntax written inside React components called?',
      options: ['JSON', 'XML', 'SASS', 'JSX'],
      answer: 3,
    },
    {
      question: 'Which React hook adds a state variable to a function component?',
      options: ['useEffect', 'useRef', 'useState', 'useContext'],
      answer: 2,
    },
    {
      question: 'How does a parent component pass data down to a child component in React?',
      options: ['Through props', 'Through the browser address bar', 'Through CSS classes', 'Through cookies'],
      answer: 0,
    },
    {
      question: 'In JSX, which prop sets the CSS class of an element?',
      options: ['class', 'className', 'cssClass', 'styleClass'],
      answer: 1,
    },
    {
      question: 'How must the name of a React component that you use in JSX (like <Header />) begin?',
      options: ['With a lower-case letter', 'With an underscore', 'With a capital letter', 'With a dollar sign'],
      answer: 2,
    },
    {
      question:
        'Which function from react-dom/client creates the root that a React 18 (or later) app is rendered into?',
      options: ['createRoot', 'mountApp', 'renderPage', 'startReact'],
      answer: 0,
    },
    {
      question: 'When you render a list of items with map() in React, what should every item be given?',
      options: ['A ref', 'A style prop', 'A unique key prop', 'An onClick handler'],
      answer: 2,
    },
  ],
};
