/** The address of a question not saved yet: /admin/questions/new (?category= starts it in that category). */
export const NEW_QUESTION = 'new';

export const newQuestionPath = (category: string) =>
  category
    ? `/admin/questions/${NEW_QUESTION}?category=${encodeURIComponent(category)}`
    : `/admin/questions/${NEW_QUESTION}`;
