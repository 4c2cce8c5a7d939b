// Books: fiction, non-fiction, children's books, textbooks and formats. The publisher is the brand.
import type { Model, SubcategoryLine } from './types.ts';

/** `length` is the page count, or the running time of an audiobook. */
export function book(
  publisher: string,
  title: string,
  author: string,
  mrp: number,
  length: number | string,
  binding = 'Paperback',
  language = 'English',
): Model {
  const extent: Record<string, string> =
    typeof length === 'number' ? { Pages: String(length) } : { 'Running Time': length };
  return [
    publisher,
    `${title} by ${author} (${binding})`,
    mrp,
    { Author: author, Publisher: publisher, Binding: binding, ...extent, Language: language },
  ];
}

const bookLine = (path: string, items: Record<string, Model[]>): SubcategoryLine => ({
  path,
  hsn: '4901',
  discount: [5, 40],
  atMrpChance: 0.15,
  weightGrams: [150, 1800],
  brandInName: false,
  bullets: (c) => [
    `${c.title.split(' by ')[0]}: a much-loved ${c.itemName.toLowerCase().replace(/s$/, '')} title`,
    `Published in India by ${c.brand}`,
    'Printed on good-quality paper with a sturdy binding',
    'Brand-new, shrink-wrapped copy',
    'Perfect as a gift for readers of every age',
  ],
  specs: () => ({ 'Country of Printing': 'India' }),
  tags: (c) => [
    'books',
    c.itemName.toLowerCase(),
    (c.title.split(' by ')[1] ?? '').replace(/ \(.*$/, '').toLowerCase(),
  ],
  items,
});

export const BOOK_LINES: SubcategoryLine[] = [
  bookLine('books/fiction', {
    'literary-fiction': [book('Penguin India', 'The God of Small Things', 'Arundhati Roy', 499, 340)],
    thrillers: [book('Westland', 'The Girl in Room 105', 'Chetan Bhagat', 250, 304)],
    romance: [book('Rupa Publications', 'Half Girlfriend', 'Chetan Bhagat', 176, 280)],
    fantasy: [book('Westland', 'The Immortals of Meluha', 'Amish Tripathi', 399, 436)],
    'science-fiction': [book('Penguin Random House', 'Project Hail Mary', 'Andy Weir', 599, 496)],
    'indian-writing': [
      book('Penguin India', 'A Suitable Boy', 'Vikram Seth', 999, 1488),
      book('HarperCollins India', 'The White Tiger', 'Aravind Adiga', 399, 320),
    ],
    classics: [book('Rajpal and Sons', 'Godaan', 'Munshi Premchand', 295, 312, 'Paperback', 'Hindi')],
    'short-stories': [book('Indian Thought Publications', 'Malgudi Days', 'R. K. Narayan', 299, 256)],
  }),
  bookLine('books/non-fiction', {
    biographies: [
      book('Universities Press', 'Wings of Fire: An Autobiography', 'A. P. J. Abdul Kalam', 350, 196),
    ],
    'self-help': [
      book('Penguin Random House', 'Atomic Habits', 'James Clear', 799, 320),
      book(
        'Penguin India',
        'Ikigai: The Japanese Secret to a Long and Happy Life',
        'Hector Garcia',
        599,
        208,
        'Hardcover',
      ),
    ],
    business: [book('Jaico Publishing House', 'The Psychology of Money', 'Morgan Housel', 399, 252)],
    history: [book('Picador India', 'India After Gandhi', 'Ramachandra Guha', 999, 900)],
    politics: [book('Penguin India', 'The Argumentative Indian', 'Amartya Sen', 599, 432)],
    health: [book('HarperCollins India', 'Eat Delete', 'Pooja Makhija', 299, 264)],
    spirituality: [
      book('Yogoda Satsanga Society of India', 'Autobiography of a Yogi', 'Paramahansa Yogananda', 250, 640),
    ],
    cooking: [book('Popular Prakashan', 'Khazana of Indian Recipes', 'Sanjeev Kapoor', 395, 236)],
  }),
  bookLine('books/childrens', {
    'picture-books': [book('Puffin', 'The Very Hungry Caterpillar', 'Eric Carle', 399, 32, 'Board Book')],
    'story-books': [
      book(
        'Wonder House Books',
        'Panchatantra Stories: Illustrated Collection',
        'Wonder House Books',
        299,
        192,
      ),
    ],
    'activity-books': [
      book('Wonder House Books', 'My First Big Book of Activities', 'Wonder House Books', 199, 128),
    ],
    comics: [book('Amar Chitra Katha', 'Tales of Birbal: 3 in 1', 'Amar Chitra Katha', 250, 96)],
    'young-adult': [
      book('Bloomsbury India', "Harry Potter and the Philosopher's Stone", 'J. K. Rowling', 499, 352),
    ],
  }),
  bookLine('books/textbooks', {
    'school-books': [
      book(
        'Oswaal Books',
        'CBSE Question Bank Class 10 Mathematics 2025-26',
        'Oswaal Editorial Board',
        599,
        412,
      ),
    ],
    ncert: [book('NCERT', 'Mathematics Textbook for Class 12 Part 1', 'NCERT', 190, 250)],
    engineering: [book('Khanna Publishers', 'Higher Engineering Mathematics', 'B. S. Grewal', 1095, 1238)],
    medical: [book('CBS Publishers', "B D Chaurasia's Human Anatomy Volume 1", 'B. D. Chaurasia', 895, 384)],
    'competitive-exams': [
      book(
        'S. Chand Publishing',
        'Quantitative Aptitude for Competitive Examinations',
        'R. S. Aggarwal',
        895,
        912,
      ),
    ],
    upsc: [book('McGraw Hill India', 'Indian Polity, 7th Edition', 'M. Laxmikanth', 995, 1040)],
    dictionaries: [
      book(
        'Oxford University Press',
        "Oxford Advanced Learner's Dictionary, 10th Edition",
        'A. S. Hornby',
        795,
        1920,
      ),
    ],
  }),
  bookLine('books/format', {
    paperback: [book('HarperCollins India', 'The Alchemist', 'Paulo Coelho', 399, 172)],
    hardcover: [
      book('Vintage', 'Sapiens: A Brief History of Humankind', 'Yuval Noah Harari', 1199, 512, 'Hardcover'),
    ],
    'box-sets': [
      book(
        'Bloomsbury India',
        'Harry Potter: The Complete Collection Box Set (7 Books)',
        'J. K. Rowling',
        4999,
        4100,
        'Box Set',
      ),
    ],
    audiobooks: [
      book(
        'Jaico Publishing House',
        'The Monk Who Sold His Ferrari',
        'Robin Sharma',
        499,
        '5 hours 50 minutes',
        'Audio CD',
      ),
    ],
  }),
];
