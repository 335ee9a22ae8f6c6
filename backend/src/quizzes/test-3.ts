import type { Quiz } from './types.ts';

/** Test 3 (optional): Figma and UI design, at a demanding level. */
export const test3: Quiz = {
  testNo: 3,
  title: 'Test 3: Very Difficult',
  level: 'Very Difficult',
  topics: ['Figma', 'UI Design'],
  setsTestMark: false,
  questions: [
    {
      question:
        'In Figma you change the fill of a main component. What happens to an instance whose fill you had already overridden?',
      options: [
        'The instance takes the new fill and loses its override',
        'The instance keeps its overridden fill',
        'The instance is detached from the main component',
        'Figma asks which of the two fills to keep',
      ],
      answer: 1,
    },
    {
      question: "An Auto Layout frame's width is set to 'Hug contents'. What decides its width?",
      options: [
        'The width of its parent frame',
        'A fixed value typed in the design panel',
        'The width of its children plus its padding and the gaps between them',
        'The width of the widest frame on the page',
      ],
      answer: 2,
    },
    {
      question:
        "A horizontal Auto Layout frame has a fixed width. One child is set to 'Fill container' horizontally, the others to 'Hug contents'. How wide is the Fill child?",
      options: [
        'As wide as its own content',
        'As wide as the whole frame, overlapping its siblings',
        'Exactly half the width of the frame',
        "The frame's width minus the padding, the gaps and the other children's widths",
      ],
      answer: 3,
    },
    {
      question: 'What do constraints (such as Left & Right, or Scale) control in Figma?',
      options: [
        'The order of layers in the layers panel',
        'How a layer moves or resizes when its parent frame, which does not use Auto Layout, is resized',
        'Which prototype interactions a layer may have',
        'The file format used when the layer is exported',
      ],
      answer: 1,
    },
    {
      question:
        'Which Figma feature groups related components into one set with properties such as Size = Small / Medium / Large?',
      options: ['Styles', 'Pages', 'Variants', 'Plugins'],
      answer: 2,
    },
    {
      question: "How does Figma's Smart Animate decide which layers to animate between two frames?",
      options: [
        'It matches layers that have the same name and position in the layer hierarchy',
        'It animates every layer in the order it was created',
        'It matches layers that share the same colour',
        'It only animates layers that are components',
      ],
      answer: 0,
    },
    {
      question:
        'Which Figma feature stores a single reusable value (a colour, number, string or boolean) that can take different values in modes such as Light and Dark?',
      options: ['Color styles', 'Layout grids', 'Effect styles', 'Variables'],
      answer: 3,
    },
    {
      question: 'Which boolean operation keeps only the area where the selected shapes overlap?',
      options: ['Union', 'Subtract', 'Intersect', 'Exclude'],
      answer: 2,
    },
    {
      question:
        'Which boolean operation removes the overlapping area and keeps the parts of the shapes that do not overlap?',
      options: ['Exclude', 'Union', 'Intersect', 'Subtract'],
      answer: 0,
    },
    {
      question: 'What does Detach instance do in Figma?',
      options: [
        'Deletes the main component',
        'Publishes the component to the team library',
        'Converts the instance into a new variant',
        'Turns the instance into a plain frame that no longer follows its main component',
      ],
      answer: 3,
    },
    {
      question: "In a Figma prototype, what does the 'Open overlay' action do?",
      options: [
        'Replaces the current frame with the destination frame',
        'Shows the destination frame on top of the current frame, like a modal or a menu',
        'Opens an external URL in a new browser tab',
        'Scrolls the current frame to a chosen layer',
      ],
      answer: 1,
    },
    {
      question: 'What minimum contrast ratio does WCAG 2.x Level AA require for normal-size body text?',
      options: ['3:1', '4.5:1', '7:1', '2:1'],
      answer: 1,
    },
    {
      question:
        'What minimum contrast ratio does WCAG 2.x Level AA require for large text (at least 18 pt, or 14 pt bold)?',
      options: ['3:1', '4.5:1', '7:1', '1.5:1'],
      answer: 0,
    },
    {
      question:
        'What is the smallest target size required by WCAG 2.2 success criterion 2.5.8, Target Size (Minimum), at Level AA?',
      options: ['16 by 16 CSS pixels', '44 by 44 CSS pixels', '24 by 24 CSS pixels', '48 by 48 CSS pixels'],
      answer: 2,
    },
    {
      question: 'According to Fitts’s law, the time needed to reach a button with the pointer depends on what?',
      options: [
        'The colour and contrast of the button',
        'The number of buttons on the screen',
        'The length of the button label',
        'The distance to the button and the size of the button',
      ],
      answer: 3,
    },
    {
      question: 'According to Hick’s law, what makes a user take longer to decide?',
      options: [
        'A larger number of choices to pick from',
        'A larger distance to the button',
        'A smaller font size',
        'A darker colour scheme',
      ],
      answer: 0,
    },
    {
      question: 'Which Gestalt principle says that elements placed close together are seen as one group?',
      options: ['Similarity', 'Proximity', 'Closure', 'Continuity'],
      answer: 1,
    },
    {
      question: 'In an 8-point spacing system, which set of values would you use for margins and paddings?',
      options: ['5, 10, 15, 20', '6, 12, 18, 30', '8, 16, 24, 32', '7, 14, 21, 28'],
      answer: 2,
    },
    {
      question: 'In typography, what is leading?',
      options: [
        'The uniform spacing across a whole word or line of letters',
        'The vertical distance from one line of text to the next',
        'The space between one specific pair of letters',
        'The thickness of the strokes of a typeface',
      ],
      answer: 1,
    },
    {
      question: 'What is adjusting the space between one specific pair of letters, such as "A" and "V", called?',
      options: ['Tracking', 'Leading', 'Baseline shift', 'Kerning'],
      answer: 3,
    },
    {
      question: 'A modular type scale uses a base size of 16 px and a ratio of 1.25. What is the next size up?',
      options: ['18 px', '21.33 px', '20 px', '24 px'],
      answer: 2,
    },
    {
      question: 'What does the 60-30-10 rule describe in a UI colour scheme?',
      options: [
        'The share of the dominant, secondary and accent colours',
        'The minimum contrast ratios between text and background',
        'The font sizes of headings, body text and captions',
        'The number of columns in desktop, tablet and phone grids',
      ],
      answer: 0,
    },
    {
      question: 'What are design tokens?',
      options: [
        'Paid licences for Figma plugins',
        'Placeholder images used in wireframes',
        'Named values for design decisions such as colours, spacing and type sizes, shared by design and code',
        'Access keys that let developers open a Figma file',
      ],
      answer: 2,
    },
    {
      question:
        'In a 12-column grid, ignoring gutters, what share of the content width does a card spanning 4 columns take?',
      options: ['One quarter', 'One half', 'Two thirds', 'One third'],
      answer: 3,
    },
    {
      question: 'Showing a progress bar while a file uploads follows which of Nielsen’s usability heuristics?',
      options: [
        'Aesthetic and minimalist design',
        'Visibility of system status',
        'Recognition rather than recall',
        'Flexibility and efficiency of use',
      ],
      answer: 1,
    },
  ],
};
