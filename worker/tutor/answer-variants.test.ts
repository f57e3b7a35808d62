import { describe, expect, it } from "vitest";
import { answerVariants } from "./answer-variants";

describe("the sentences an answer written compactly stands for", () => {
  it("reads optional words, alternatives and free order, nested", () => {
    expect(answerVariants("Ich spiele (sehr) gern Tennis.")).toEqual(["Ich spiele sehr gern Tennis.", "Ich spiele gern Tennis."]);
    expect(answerVariants("Ich spiele [gern|gerne] Tennis.")).toEqual(["Ich spiele gern Tennis.", "Ich spiele gerne Tennis."]);
    expect(answerVariants("Ich spiele {gern & Tennis}.")).toEqual(["Ich spiele gern Tennis.", "Ich spiele Tennis gern."]);
    expect(answerVariants("watashi wa [kōhī|koohii] ga (totemo) suki desu")).toHaveLength(4);
    expect(answerVariants("Das ist gut.")).toEqual(["Das ist gut."]);
  });
});
