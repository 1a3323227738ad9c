import type { Dictionary } from "../lang";

interface Words {
  anyAnswer: string;
  noQuestions: string;
  notAQuestion: (id: string) => string;
  notAnAnswer: (value: string) => string;
  removeCondition: string;
  sharedName: (id: string, other: string) => string;
}

/** The captions of a visa finder's rule's conditions. */
export const finderWords: Dictionary<Words> = {
  mn: {
    anyAnswer: "Аль ч хариулт таарна.",
    noQuestions: "Асуумжид асуулт алга: эхлээд асуултуудаа нэмнэ үү.",
    notAQuestion: (id) => `«${id}» гэсэн асуулт энэ асуумжид алга.`,
    notAnAnswer: (value) => `«${value}» (энэ асуултын хариулт биш)`,
    removeCondition: "Энэ нөхцөлийг хасах",
    sharedName: (id, other) =>
      `Товч нэр нь «${other}» асуултынхтай ижил («${id}») тул энд нөхцөл тавих боломжгүй. Асуултад өөрийн гэсэн товч нэр өгнө үү.`,
  },
  en: {
    anyAnswer: "Any answer fits.",
    noQuestions: "The questionnaire has no questions: add its questions first.",
    notAQuestion: (id) => `This questionnaire has no question “${id}”.`,
    notAnAnswer: (value) => `“${value}” (not an answer to this question)`,
    removeCondition: "Remove this condition",
    sharedName: (id, other) =>
      `Its short name (“${id}”) is also that of “${other}”, so no condition can be set on it here. Give the question a short name of its own.`,
  },
};
