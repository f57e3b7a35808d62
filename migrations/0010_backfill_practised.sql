-- Lessons completed before practised_at existed (migration 0008): one whose every sentence is a review
-- card of the learner's was finished with the tutor (cards are made only from sentences the tutor saw
-- through), so it counts as practised from its completion. Lessons only read and marked done stay read.
UPDATE `lesson_progress`
SET `practised_at` = `completed_at`
WHERE `completed` = 1
  AND `practised_at` IS NULL
  AND `completed_at` IS NOT NULL
  AND (
    SELECT count(*) FROM `review_cards`
    WHERE `review_cards`.`user_id` = `lesson_progress`.`user_id` AND `review_cards`.`lesson_id` = `lesson_progress`.`lesson_id`
  ) >= (
    SELECT json_array_length(`lessons`.`exercises`) FROM `lessons` WHERE `lessons`.`id` = `lesson_progress`.`lesson_id`
  );
