/** Letters of the ideographic scripts' text: fullwidth punctuation belongs to the sentence. */
export const CJK_MARKS = "\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff1f";
